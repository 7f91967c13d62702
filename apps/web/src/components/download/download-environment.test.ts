import { describe, expect, it } from 'vitest';
import { rememberWebClip } from './download-environment.ts';

describe('rememberWebClip (decision 053)', () => {
  it.each([
    ['?webclip=1', { WEBCLIP: '1' }],
    ['?code=AB12&webclip=1', { WEBCLIP: '1' }],
    ['?webclip=0', {}],
    ['?webclip', {}],
    ['', {}],
  ])('%s -> %o', (search, stored) => {
    const kept: Record<string, string> = {};
    rememberWebClip(search, {
      setItem: (key, value) => {
        kept[key] = value;
      },
    });
    expect(kept).toEqual(stored);
  });
});
