import { describe, expect, it } from 'vitest';
import { ipMatcher, isCidr } from './ip-ranges.ts';

describe('isCidr', () => {
  it.each(['10.0.0.0/8', '203.0.113.7', '2001:db8::/32', '::1/128', '0.0.0.0/0'])('accepts %s', (value) => {
    expect(isCidr(value)).toBe(true);
  });
  it.each(['10.0.0.0/33', '10.0.0/8', 'abc', '2001:db8::/129', '10.0.0.0/8/1', '10.0.0.0/x', ''])(
    'refuses %s',
    (value) => {
      expect(isCidr(value)).toBe(false);
    },
  );
});

describe('ipMatcher', () => {
  const blocked = ipMatcher(['203.0.113.0/24', '2001:db8::/32', '198.51.100.7']);
  it.each([
    ['203.0.113.200', true],
    ['::ffff:203.0.113.9', true],
    ['2001:db8:1::5', true],
    ['198.51.100.7', true],
    ['198.51.100.8', false],
    ['203.0.114.1', false],
    ['2001:db9::1', false],
    ['not-an-ip', false],
  ])('%s -> %s', (ip, expected) => {
    expect(blocked(ip)).toBe(expected);
  });
});
