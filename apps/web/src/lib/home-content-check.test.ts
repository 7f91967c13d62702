import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_TYPES, HomeContent } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_EXECUTION_CODES,
  ANNOUNCEMENT_TYPE_CODES,
  homeContentCheck,
} from './home-content-check.ts';

// Decision 026: Home's first data is checked by hand, without zod. This table holds the check to
// the shared zod schema: same samples, same verdict, same data.

const content = {
  language: 'EN',
  announcements: [
    {
      id: 1,
      type: 'PL',
      title: 'Maintenance',
      content: '<p>Sunday</p>',
      execution: null,
      promotionType: null,
      publishedAt: 1,
    },
    {
      id: 2,
      type: 'PU',
      title: 'Welcome',
      content: '<p>Hi</p>',
      execution: 'B',
      promotionType: 'DAILY_REWARD',
      publishedAt: 2,
    },
  ],
  banners: [
    {
      id: 1,
      image: {
        src: '/media/banners/1-750.jpg',
        srcset: '/media/banners/1-375.jpg 375w, /media/banners/1-750.jpg 750w',
        width: 750,
        height: 300,
        sources: [{ type: 'image/avif', srcset: '/media/banners/1-750.avif 750w' }],
      },
      alt: '',
      title: 'Welcome bonus',
      text: 'On the first deposit',
      button: 'Deposit',
      action: { kind: 'route', path: '/m/voucherCenter' },
    },
    { ...bannerWith({ kind: 'link', url: 'https://promo.example' }), id: 2 },
    { ...bannerWith({ kind: 'game', vendor: 'SBO', roomId: '7', nodeId: '12' }), id: 3 },
    { ...bannerWith({ kind: 'none' }), id: 4 },
  ],
  hotMatches: [
    {
      id: 1,
      matchTime: 1_800_000_000_000,
      league: 'Premier League',
      homeTeam: 'Red',
      awayTeam: 'Blue',
      homeTeamImageUrl: '/media/teams/red.png',
      awayTeamImageUrl: '/media/teams/blue.png',
      vendor: 'SBO',
      roomId: '7',
      nodeId: '12',
    },
  ],
  serviceBar: { facebook: 'https://facebook.com/x', telegram1: 'https://t.me/a', telegram2: null },
};

function bannerWith(action: object) {
  return {
    id: 0,
    image: { src: '/media/b.jpg', srcset: '', width: 750, height: 300, sources: [] },
    alt: 'Lanterns',
    title: '',
    text: '',
    button: '',
    action,
  };
}

type Path = (string | number)[];

/** A copy of the sample with the value at `path` replaced (or removed, with `undefined`). */
function changed(path: Path, value: unknown) {
  const copy = structuredClone(content) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

describe('home content check agrees with HomeContent (issue 10)', () => {
  it.each<[string, unknown]>([
    ['a full answer', content],
    [
      'nothing configured',
      {
        language: 'MY',
        announcements: [],
        banners: [],
        hotMatches: [],
        serviceBar: { facebook: null, telegram1: null, telegram2: null },
      },
    ],
    ['null', null],
    ['an array', []],
    ['an unknown language', changed(['language'], 'XX')],
    ['no banners list', changed(['banners'], undefined)],
    ['an unknown announcement type', changed(['announcements', 0, 'type'], 'Z')],
    ['an unknown execution', changed(['announcements', 1, 'execution'], 'C')],
    ['a title that is not text', changed(['announcements', 0, 'title'], 5)],
    ['no promotion type', changed(['announcements', 1, 'promotionType'], undefined)],
    ['a promotion type in small letters', changed(['announcements', 1, 'promotionType'], 'daily')],
    ['an empty promotion type', changed(['announcements', 1, 'promotionType'], '')],
    ['a promotion type too long', changed(['announcements', 1, 'promotionType'], `A${'B'.repeat(32)}`)],
    ['a promotion type that is a number', changed(['announcements', 1, 'promotionType'], 7)],
    ['a 32-character promotion type', changed(['announcements', 1, 'promotionType'], `A${'B'.repeat(31)}`)],
    ['an unknown banner action', changed(['banners', 0, 'action'], { kind: 'call' })],
    ['a route action without its path', changed(['banners', 0, 'action'], { kind: 'route' })],
    [
      'a game action without its node',
      changed(['banners', 0, 'action'], { kind: 'game', vendor: 'A', roomId: '1' }),
    ],
    ['an image without a height', changed(['banners', 0, 'image', 'height'], undefined)],
    ['an image source without its type', changed(['banners', 0, 'image', 'sources', 0, 'type'], undefined)],
    ['a match time as text', changed(['hotMatches', 0, 'matchTime'], '11/24')],
    ['a match without its room', changed(['hotMatches', 0, 'roomId'], undefined)],
    ['a service bar link that is a number', changed(['serviceBar', 'facebook'], 1)],
    ['no service bar', changed(['serviceBar'], undefined)],
  ])('%s', (_name, value) => {
    const expected = HomeContent.safeParse(value);
    const actual = homeContentCheck.safeParse(value);
    expect(actual.success).toBe(expected.success);
    if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
  });
});

it('knows the same announcement types and executions as the shared schemas', () => {
  expect(ANNOUNCEMENT_TYPE_CODES).toEqual(ANNOUNCEMENT_TYPES);
  expect(ANNOUNCEMENT_EXECUTION_CODES).toEqual(ANNOUNCEMENT_EXECUTIONS);
});
