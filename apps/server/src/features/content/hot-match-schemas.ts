import { HotMatch } from '@lobby/shared';
import { z } from 'zod/mini';
import { isHttpUrl } from './banner-schemas.ts';

// What the operator sends and reads for hot matches (issue 10 "Operator"; decision 046).

/** A bundled badge served by this server (/media/teams/<name>.svg), never climbing out of it. */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9_\-/]+\.(svg|png|jpg|jpeg|webp|avif)$/;

const teamImage = z.string().check(
  z.maxLength(2000),
  z.refine(
    (value) => (MEDIA_PATH.test(value) && !value.includes('//')) || isHttpUrl(value),
    'a /media/ path such as /media/teams/red-lions.svg, or an http(s) address',
  ),
);
const name = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const gamePart = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . or -, up to 64'));
const dateTime = z.iso.datetime({ offset: true });

const hotMatchFields = {
  league: name(80),
  homeTeam: name(60),
  awayTeam: name(60),
  homeTeamImageUrl: teamImage,
  awayTeamImageUrl: teamImage,
  matchTime: dateTime,
  /** spec 2.4: the launch goes to this vendor, room (game id) and node. */
  vendor: gamePart,
  roomId: gamePart,
  nodeId: gamePart,
};

/** hot-match:add; the window defaults to from now until the match time. */
export const HotMatchBody = z.strictObject({
  ...hotMatchFields,
  enabled: z.optional(z.boolean()),
  startsAt: z.optional(dateTime),
  /** Null or absent: until the match time. */
  endsAt: z.optional(z.nullable(dateTime)),
});
export type HotMatchBody = z.infer<typeof HotMatchBody>;

/** hot-match:change: only the fields given change. */
export const HotMatchPatch = z.partial(HotMatchBody);
export type HotMatchPatch = z.infer<typeof HotMatchPatch>;

/** One hot match as the operator sees it, with its window and switch. */
export const OperatorHotMatch = z.extend(HotMatch, {
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
});
export const OperatorHotMatches = z.object({ list: z.array(OperatorHotMatch) });
