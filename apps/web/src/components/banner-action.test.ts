import type { HomeBanner } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { bannersFor, bannerTarget } from './banner-action.ts';

describe('banner action targets (spec 2.4: tapping a banner triggers its action)', () => {
  it.each([
    ['a route', { kind: 'route', path: '/m/activity' }, { kind: 'route', path: '/m/activity' }],
    [
      'a route with a query',
      { kind: 'route', path: '/m/gameList?gameType=LIVE' },
      { kind: 'route', path: '/m/gameList?gameType=LIVE' },
    ],
    [
      'an http(s) link',
      { kind: 'link', url: 'https://promo.example/may' },
      { kind: 'external', url: 'https://promo.example/may' },
    ],
    [
      'a game, launched with its room as the game id',
      { kind: 'game', vendor: 'SBO', roomId: 'R 7', nodeId: '12' },
      { kind: 'route', path: '/m/launchGame?vendor=SBO&gameId=R+7&nodeId=12' },
    ],
    ['nothing', { kind: 'none' }, null],
    ['a protocol-relative route', { kind: 'route', path: '//evil.example' }, null],
    ['a relative route', { kind: 'route', path: 'm/activity' }, null],
    ['a javascript: link', { kind: 'link', url: 'javascript:alert(1)' }, null],
  ] as const)('%s', (_name, action, target) => {
    expect(bannerTarget(action)).toEqual(target);
  });
});

describe('banners for guests and members', () => {
  const banner = (id: number, action: HomeBanner['action']): HomeBanner => ({
    id,
    image: { src: '', srcset: '', width: 750, height: 300, sources: [] },
    alt: '',
    title: '',
    text: '',
    button: '',
    action,
  });
  const all = [
    banner(1, { kind: 'route', path: '/m/register' }),
    banner(2, { kind: 'route', path: '/m/voucherCenter' }),
    banner(3, { kind: 'route', path: '/m/login?redirect=/m/mine' }),
    banner(4, { kind: 'link', url: 'https://promo.example/register' }),
    banner(5, { kind: 'none' }),
  ];
  it('shows a guest every banner', () => {
    expect(bannersFor(all, false).map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it('leaves out, for a member, the banners that open registration or the login', () => {
    expect(bannersFor(all, true).map((b) => b.id)).toEqual([2, 4, 5]);
  });
});
