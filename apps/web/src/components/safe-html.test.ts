import { describe, expect, it } from 'vitest';
import { linkTarget } from './safe-html.tsx';

describe('linkTarget (spec 4: links in operator HTML)', () => {
  it.each([
    ['https://example.com/a', { kind: 'external', url: 'https://example.com/a' }],
    ['HTTP://example.com', { kind: 'external', url: 'HTTP://example.com' }],
    ['/m/rewardCenter', { kind: 'route', path: '/m/rewardCenter' }],
    ['/rewardCenter', { kind: 'route', path: '/m/rewardCenter' }],
    ['/m', { kind: 'route', path: '/m' }],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['mailto:help@example.com', null],
    ['', null],
  ])('%s', (href, expected) => {
    expect(linkTarget(href)).toEqual(expected);
  });
});
