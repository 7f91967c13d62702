import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { isLanguageCode } from '@lobby/shared';
import { arg, type CliCommand, type Command, UsageError } from './parse.ts';

// Banners and hot matches (features/content/banner-operator-routes.ts and
// hot-match-operator-routes.ts answer them; issue 10 "Operator").

/** `--name value` pairs; the names in `repeatable` may come more than once (`--title MY=...`). */
function options(args: string[], names: readonly string[], repeatable: readonly string[] = []) {
  const single: Partial<Record<string, string>> = {};
  const many: Record<string, string[]> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.startsWith('--') ? args[i]?.slice(2) : undefined;
    if (!name || !(names.includes(name) || repeatable.includes(name))) {
      const known = [...names, ...repeatable].map((n) => `--${n}`).join(', ');
      throw new UsageError(`unexpected ${args[i]} (expected ${known})`);
    }
    const value = arg(args, i + 1, `value of --${name}`);
    if (repeatable.includes(name)) many[name] = [...(many[name] ?? []), value];
    else if (single[name] !== undefined) throw new UsageError(`--${name} given twice`);
    else single[name] = value;
  }
  return { single, many };
}

/** `MY=text EN=text` into a per-language text. */
function localized(pairs: string[] | undefined) {
  if (!pairs) return undefined;
  const text: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const code = pair.slice(0, at).toUpperCase();
    if (at < 1 || !isLanguageCode(code))
      throw new UsageError(`expected LANG=text, e.g. EN=Welcome (got ${pair})`);
    text[code] = pair.slice(at + 1);
  }
  return text;
}

/** none, a route under /m/, an http(s) link, or vendor/room/node; the server checks each. */
function action(value: string | undefined) {
  if (value === undefined) return undefined;
  if (value === 'none') return { kind: 'none' };
  if (value.startsWith('/')) return { kind: 'route', path: value };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { kind: 'link', url: value };
  const [vendor, roomId, nodeId, extra] = value.split('/');
  if (!vendor || !roomId || !nodeId || extra !== undefined) {
    throw new UsageError('--action is none, /m/<route>, https://<link> or <vendor>/<roomId>/<nodeId>');
  }
  return { kind: 'game', vendor, roomId, nodeId };
}

function whole(value: string | undefined, what: string) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${what} must be a whole number`);
  return Number(value);
}

/** `none` clears a window edge; anything else goes to the server as given (ISO 8601). */
const edge = (value: string | undefined) =>
  value === undefined ? undefined : value === 'none' ? null : value;

const defined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

const BANNER_OPTIONS = ['action', 'position', 'starts', 'ends'] as const;
const BANNER_TEXTS = ['title', 'text', 'button', 'alt'] as const;

function bannerBody(args: string[]) {
  const { single, many } = options(args, BANNER_OPTIONS, BANNER_TEXTS);
  return defined({
    title: localized(many.title),
    text: localized(many.text),
    button: localized(many.button),
    alt: localized(many.alt),
    action: action(single.action),
    position: whole(single.position, '--position'),
    startsAt: edge(single.starts),
    endsAt: edge(single.ends),
  });
}

const HOT_MATCH_OPTIONS = {
  league: 'league',
  home: 'homeTeam',
  away: 'awayTeam',
  'home-image': 'homeTeamImageUrl',
  'away-image': 'awayTeamImageUrl',
  time: 'matchTime',
  vendor: 'vendor',
  room: 'roomId',
  node: 'nodeId',
  starts: 'startsAt',
  ends: 'endsAt',
} as const;

function hotMatchBody(args: string[]) {
  const { single } = options(args, Object.keys(HOT_MATCH_OPTIONS));
  return defined(
    Object.fromEntries(
      Object.entries(HOT_MATCH_OPTIONS).map(([option, field]) => [
        field,
        option === 'ends' ? edge(single[option]) : single[option],
      ]),
    ),
  );
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

function upload(path: string): { type: string; bytes: Buffer } {
  const type = IMAGE_TYPES[extname(path).toLowerCase()];
  if (!type) throw new UsageError('the artwork must be a .png, .jpg or .webp file');
  try {
    return { type, bytes: readFileSync(path) };
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
}

const id = (args: string[], what: string) => String(whole(arg(args, 0, `${what} id`), `the ${what} id`));

/** A help line: the command, then what it does in the help's second column. */
const line = (command: string, what: string) => `${command.padEnd(46)}${what}`;

/** The same four commands for both kinds of row. */
function commonCommands(name: string, path: string, what: string): CliCommand[] {
  const call = (command: Omit<Extract<Command, { kind: 'call' }>, 'kind'>): Command => ({
    kind: 'call',
    ...command,
  });
  return [
    {
      name: `${name}:list`,
      usage: line(`${name}:list`, `every ${what}, one JSON line each`),
      parse: () => call({ method: 'GET', path, show: 'list' }),
    },
    ...(['enable', 'disable'] as const).map((verb) => ({
      name: `${name}:${verb}`,
      usage: line(`${name}:${verb} <id>`, `${verb === 'enable' ? 'show' : 'hide'} a ${what}`),
      parse: (a: string[]) =>
        call({
          method: 'PUT',
          path: `${path}/${id(a, what)}/enabled`,
          body: { enabled: verb === 'enable' },
          show: 'changes',
        }),
    })),
    {
      name: `${name}:remove`,
      usage: line(`${name}:remove <id>`, `remove a ${what}`),
      parse: (a) => call({ method: 'DELETE', path: `${path}/${id(a, what)}`, show: 'changes' }),
    },
  ];
}

export const HOME_MEDIA_COMMANDS: CliCommand[] = [
  {
    name: 'banner:add',
    usage: `banner:add [--title LANG=text]... [--text LANG=text]... [--button LANG=text]... [--alt LANG=text]...
                   [--action none|/m/<route>|https://<link>|<vendor>/<room>/<node>] [--position <n>]
                   [--starts <ISO time>] [--ends <ISO time>]
                                                a home banner (shown once banner:image gave it artwork)`,
    parse: (a) => ({ kind: 'call', method: 'POST', path: 'banners', body: bannerBody(a), show: 'changes' }),
  },
  {
    name: 'banner:change',
    usage: `banner:change <id> [the options of banner:add; --starts none / --ends none clear them]`,
    parse: (a) => ({
      kind: 'call',
      method: 'PATCH',
      path: `banners/${id(a, 'banner')}`,
      body: bannerBody(a.slice(1)),
      show: 'changes',
    }),
  },
  {
    name: 'banner:image',
    usage: line(
      'banner:image <id> <file.png|jpg|webp>',
      "the banner's artwork: 2.5:1, at least 750x300, 5 MB at most",
    ),
    parse: (a) => ({
      kind: 'call',
      method: 'PUT',
      path: `banners/${id(a, 'banner')}/image`,
      upload: upload(arg(a, 1, 'image file')),
      show: 'changes',
    }),
  },
  ...commonCommands('banner', 'banners', 'banner'),
  {
    name: 'hot-match:add',
    usage: `hot-match:add --league <text> --home <team> --away <team> --home-image <url> --away-image <url>
                   --time <ISO time> --vendor <code> --room <id> --node <id> [--starts <ISO>] [--ends <ISO>]
                                                a hot match (team images: /media/teams/<name>.svg or https://...)`,
    parse: (a) => ({
      kind: 'call',
      method: 'POST',
      path: 'hot-matches',
      body: hotMatchBody(a),
      show: 'changes',
    }),
  },
  {
    name: 'hot-match:change',
    usage: 'hot-match:change <id> [the options of hot-match:add; --ends none: until the match time]',
    parse: (a) => ({
      kind: 'call',
      method: 'PATCH',
      path: `hot-matches/${id(a, 'hot match')}`,
      body: hotMatchBody(a.slice(1)),
      show: 'changes',
    }),
  },
  ...commonCommands('hot-match', 'hot-matches', 'hot match'),
];
