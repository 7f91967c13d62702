import { ROUTES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import {
  BOTTOM_MENU_HIDDEN,
  backAction,
  backTarget,
  hasBanner,
  hasHeader,
  isBackSwipe,
  showBottomMenu,
  titleKey,
} from './layout-rules.ts';

describe('bottom menu (spec 2.1)', () => {
  it.each([
    '/m/login',
    '/m/register',
    '/m/trail',
    '/m/launchGame',
    '/m/changePsw',
    '/m/notice',
    '/m/activity',
    '/m/forget',
    '/m/service',
    '/m/moreLottery',
    '/m/useragreement',
    '/m/maintenance',
    '/m/agent',
  ])('is hidden on %s', (path) => {
    expect(showBottomMenu(path)).toBe(false);
    expect(showBottomMenu(`${path}/`)).toBe(false);
  });

  it('hides on exactly the 13 listed paths', () => {
    expect(BOTTOM_MENU_HIDDEN).toHaveLength(13);
  });

  it.each([
    '/m/home',
    '/m/mine',
    '/m/set',
    '/m/help',
    '/m/voucherCenter',
    '/m/gameList',
    '/m/agent/team/pnl',
  ])('shows on %s', (path) => expect(showBottomMenu(path)).toBe(true));
});

describe('header and banner (spec 2.1)', () => {
  it.each([
    '/m/login',
    '/m/register',
    '/register.html',
    '/m/register.html',
    '/m/mine',
    '/m/member/home',
    '/m/agent',
    '/m/agent/team/pnl',
  ])('no header on %s', (path) => expect(hasHeader(path)).toBe(false));
  it.each(['/m/home', '/m/help', '/m/set', '/m/member/benefits', '/m/forget'])('header on %s', (path) =>
    expect(hasHeader(path)).toBe(true),
  );
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('banner on home-type %s', (path) =>
    expect(hasBanner(path)).toBe(true),
  );
  it.each(['/m/help', '/m/activity', '/m/homely'])('no banner on %s', (path) =>
    expect(hasBanner(path)).toBe(false),
  );
});

describe('back arrow (spec 2.3)', () => {
  it.each(['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget'])('%s goes home', (path) => {
    expect(backTarget(path)).toBe(ROUTES.home);
    expect(backAction(path, true)).toBe('home');
  });
  it('elsewhere goes back in history, or replaces with home when there is none', () => {
    expect(backTarget('/m/help')).toBe('history');
    expect(backAction('/m/help', true)).toBe('back');
    expect(backAction('/m/help', false)).toBe('replace-home');
  });
});

describe('titles by path (spec 2.3)', () => {
  it.each([
    ['/m/activity', 'titles.activity'],
    ['/m/forget', 'titles.forget'],
    ['/m/trail', 'titles.trail'],
    ['/m/changePsw', 'titles.changePsw'],
    ['/m/notice', 'titles.notice'],
    ['/m/gameCenter', 'titles.gameCenter'],
    ['/m/slotsCenter', 'titles.slotsCenter'],
    ['/m/message', 'titles.message'],
    ['/m/webEmail', 'titles.message'],
    ['/m/set', 'titles.set'],
    ['/m/help', 'titles.help'],
    ['/m/helpDetail', 'titles.help'],
    ['/m/no-such-page', 'titles.notFound'],
  ])('%s -> %s', (path, key) => expect(titleKey(path)).toBe(key));
});

describe('back swipe (spec 2.1)', () => {
  it.each([
    [101, 0, true],
    [100, 0, false],
    [150, 40, true],
    [120, 130, false],
    [-150, 0, false],
  ])('dx %i dy %i -> %s', (dx, dy, expected) => expect(isBackSwipe(dx, dy)).toBe(expected));
});
