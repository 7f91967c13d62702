import type { Announcement } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { popupStoreValue, selectNews, selectPopups } from './popup-selection.ts';

const announcement = (id: number, type: Announcement['type'], execution: Announcement['execution']) =>
  ({
    id,
    type,
    title: `title ${id}`,
    content: `<p>content ${id}</p>`,
    execution,
    promotionType: null,
    publishedAt: 0,
  }) satisfies Announcement;

// Home's announcements (types B, PL, PU, H): three popups, one per execution, and the rest.
const home = [
  announcement(1, 'PU', 'B'),
  announcement(2, 'PU', 'A'),
  announcement(3, 'PU', 'F'),
  announcement(4, 'PL', null),
  announcement(5, 'H', null),
  announcement(6, 'B', 'A'),
  announcement(7, 'PU', null),
];

const guest = { loggedIn: false, firstTimeLogin: false };
const member = { loggedIn: true, firstTimeLogin: false };
const firstLogin = { loggedIn: true, firstTimeLogin: true };
const ids = (list: readonly Announcement[]) => list.map((a) => a.id);

describe('selectPopups (spec 4: execution by login state)', () => {
  it.each([
    ['a guest sees execution B', guest, [1], 'SHELL_PU_B'],
    ['a member sees execution A', member, [2], 'SHELL_PU_A'],
    ['a member on first-time login sees A and F', firstLogin, [2, 3], 'SHELL_PU_A'],
    // A guest record never says first login; if it did, guests still see B alone.
    [
      'a guest flagged first login still sees B only',
      { loggedIn: false, firstTimeLogin: true },
      [1],
      'SHELL_PU_B',
    ],
  ])('%s', (_, viewer, expected, storeKey) => {
    const selection = selectPopups(home, viewer, null);
    expect(ids(selection.pages)).toEqual(expected);
    expect(selection.show).toBe(true);
    expect(selection.storeKey).toBe(storeKey);
  });

  it('keeps only pop-ups (PU): a banner with execution A is not a popup', () => {
    expect(ids(selectPopups([announcement(6, 'B', 'A')], member, null).pages)).toEqual([]);
  });

  it('shows nothing when the viewer has no popup', () => {
    expect(selectPopups([announcement(1, 'PU', 'B')], member, null)).toMatchObject({
      pages: [],
      show: false,
    });
  });
});

describe('selectPopups (spec 4: hidden state per group, re-shown on change)', () => {
  const closedByGuest = popupStoreValue(selectPopups(home, guest, null).pages);
  const closedByMember = popupStoreValue(selectPopups(home, member, null).pages);

  it.each([
    ['the stored list equals the current one: hidden', guest, closedByGuest, false],
    ['nothing stored: shown', guest, null, true],
    ['the stored list is the member group’s: the guest still sees its own', guest, closedByMember, true],
    ['the member closed the member list: hidden', member, closedByMember, false],
    ['the guest’s stored list does not hide the member’s', member, closedByGuest, true],
    [
      'a first login adds F, so the list differs from the one closed before: shown',
      firstLogin,
      closedByMember,
      true,
    ],
    ['a stored value that is not a list: shown', guest, 'not json', true],
  ])('%s', (_, viewer, stored, show) => {
    expect(selectPopups(home, viewer, stored).show).toBe(show);
  });

  it.each([
    ['a title changed', { title: 'title 1, updated' }],
    ['the content changed', { content: '<p>new terms</p>' }],
  ])('re-shows when %s', (_, change) => {
    const changed = home.map((a) => (a.id === 1 ? { ...a, ...change } : a));
    expect(selectPopups(changed, guest, closedByGuest).show).toBe(true);
  });

  it('re-shows when a popup is added, and when the order changes', () => {
    const added = [...home, announcement(8, 'PU', 'A')];
    expect(selectPopups(added, member, closedByMember).show).toBe(true);
    const two = [announcement(2, 'PU', 'A'), announcement(8, 'PU', 'A')];
    const closed = popupStoreValue(two);
    expect(selectPopups([...two].reverse(), member, closed).show).toBe(true);
  });

  it('ignores ids and dates: the same title/content pairs stay hidden', () => {
    const republished = home.map((a) => ({ ...a, id: a.id + 100, publishedAt: 99 }));
    expect(selectPopups(republished, guest, closedByGuest).show).toBe(false);
  });
});

describe('selectNews (spec 2.4: the latest-news popup, NOTICE_POP)', () => {
  it.each([
    ['not closed this session: the H news', false, [5]],
    ['closed this session: nothing', true, []],
  ])('%s', (_, closed, expected) => {
    expect(ids(selectNews(home, closed))).toEqual(expected);
  });
});
