import {
  type AnnouncementType,
  type HomeContent,
  LANGUAGE_CODES,
  PROMOTION_TYPE_PATTERN,
} from '@lobby/shared';
import { arrayOf, check, isString, literal, matches, nullable, objectOf, oneOf } from './checks.ts';

// Home's content (issue 10), checked without zod: Home paints from it (decision 026).
// home-content-check.test.ts holds this check to the shared zod schema HomeContent.

// The lists of packages/shared/src/content.ts, written out: importing them from there would bring
// that module's zod schemas into the first paint. The test holds them equal.
export const ANNOUNCEMENT_TYPE_CODES: readonly AnnouncementType[] = ['A', 'PL', 'B', 'PU', 'PR', 'H'];
export const ANNOUNCEMENT_EXECUTION_CODES = ['A', 'B', 'F'] as const;

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

const announcement = objectOf({
  id: isNumber,
  type: oneOf(ANNOUNCEMENT_TYPE_CODES),
  title: isString,
  content: isString,
  execution: nullable(oneOf(ANNOUNCEMENT_EXECUTION_CODES)),
  /** Decision 051: a popup's promotion code (its go-to button), null for none. */
  promotionType: nullable(matches(PROMOTION_TYPE_PATTERN)),
  publishedAt: isNumber,
});

const image = objectOf({
  src: isString,
  srcset: isString,
  width: isNumber,
  height: isNumber,
  sources: arrayOf(objectOf({ type: isString, srcset: isString })),
});

const actions = [
  objectOf({ kind: literal('none') }),
  objectOf({ kind: literal('route'), path: isString }),
  objectOf({ kind: literal('link'), url: isString }),
  objectOf({ kind: literal('game'), vendor: isString, roomId: isString, nodeId: isString }),
];
const action = (value: unknown) => actions.some((test) => test(value));

const banner = objectOf({
  id: isNumber,
  image,
  alt: isString,
  title: isString,
  text: isString,
  button: isString,
  action,
});

const hotMatch = objectOf({
  id: isNumber,
  matchTime: isNumber,
  league: isString,
  homeTeam: isString,
  awayTeam: isString,
  homeTeamImageUrl: isString,
  awayTeamImageUrl: isString,
  vendor: isString,
  roomId: isString,
  nodeId: isString,
});

export const homeContentCheck = check<HomeContent>(
  objectOf({
    language: oneOf(LANGUAGE_CODES),
    announcements: arrayOf(announcement),
    banners: arrayOf(banner),
    hotMatches: arrayOf(hotMatch),
    serviceBar: objectOf({
      facebook: nullable(isString),
      telegram1: nullable(isString),
      telegram2: nullable(isString),
    }),
  }),
);
