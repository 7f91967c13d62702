import { describe, expect, it } from 'vitest';
import { takeToken } from './api.ts';

// The session token leaves the address bar (a shared link or screenshot does not carry it) and
// stays for the tab, so a reload and the verify view still have it.

function fakes(href: string) {
  const stored = new Map<string, string>();
  const location = { href } as Location;
  const replaced: string[] = [];
  const history = {
    state: null,
    replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
  } as unknown as History;
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      stored.set(key, value);
    },
  } as unknown as Storage;
  return { location, history, storage, replaced };
}

describe('takeToken', () => {
  it('takes ?token=, keeps it for the tab and drops it from the address', () => {
    const f = fakes('http://x.test/games/inhouse/dice?token=abc&lang=en#top');
    expect(takeToken(f.location, f.history, f.storage)).toBe('abc');
    expect(f.replaced).toEqual(['/games/inhouse/dice?lang=en#top']);
    const reload = fakes('http://x.test/games/inhouse/verify?round=5');
    reload.storage.setItem('fair-games-token', 'abc');
    expect(takeToken(reload.location, reload.history, reload.storage)).toBe('abc');
    expect(reload.replaced).toEqual([]);
  });

  it('answers null when the tab never had one', () => {
    const f = fakes('http://x.test/games/inhouse/verify');
    expect(takeToken(f.location, f.history, f.storage)).toBeNull();
  });
});
