import { readFileSync } from 'node:fs';
import { CatalogueImport } from '@lobby/shared';
import { type CliCommand, type Command, parseOptions, UsageError } from './parse.ts';

// The game catalogue's operator commands (features/games/operator-routes.ts answers them;
// docs/operator-games.md).

const enc = encodeURIComponent;
const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Command => ({
  kind: 'call',
  method,
  path,
  ...(body === undefined ? {} : { body }),
  show: 'changes',
});

function first(args: string[], what: string): [string, string[]] {
  const [value, ...rest] = args;
  if (!value || value.startsWith('--')) throw new UsageError(`missing ${what}`);
  return [value, rest];
}

function enableFlag(rest: string[]): boolean {
  const enable = rest.includes('--enable');
  if (enable === rest.includes('--disable')) throw new UsageError('give either --enable or --disable');
  return enable;
}

/** `games:game <nodeId> [--enable|--disable] [--hot N|--no-hot] [--new|--not-new]`. */
export function parseGameChange(rest: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (word === '--enable' || word === '--disable') {
      if ('enabled' in body) throw new UsageError('give --enable or --disable once');
      body.enabled = word === '--enable';
    } else if (word === '--new' || word === '--not-new') {
      if ('isNew' in body) throw new UsageError('give --new or --not-new once');
      body.isNew = word === '--new';
    } else if (word === '--no-hot' || word === '--hot') {
      if ('hotRank' in body) throw new UsageError('give --hot or --no-hot once');
      if (word === '--no-hot') body.hotRank = null;
      else {
        const rank = Number(rest[++i]);
        if (!Number.isInteger(rank) || rank < 1) throw new UsageError('--hot needs a rank 1, 2, 3...');
        body.hotRank = rank;
      }
    } else throw new UsageError(`unexpected ${word}`);
  }
  if (Object.keys(body).length === 0)
    throw new UsageError('give --enable, --disable, --hot N, --no-hot, --new or --not-new');
  return body;
}

function isoTime(value: string | undefined, what: string): string {
  if (!value || Number.isNaN(Date.parse(value)) || !/\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new UsageError(`${what} must be an ISO time such as 2026-11-24T02:00:00Z`);
  }
  return new Date(value).toISOString();
}

/** What one import request may carry (the server's limit is 1,000,000 bytes), with room to spare. */
export const IMPORT_PART_BYTES = 800_000;

/**
 * The file checked whole against the import's schema (so a bad file writes nothing), then cut
 * into requests under the body limit: the vendors and the first games, then the other games,
 * each part one transaction (docs/operator-games.md).
 */
export function importParts(body: unknown, maxBytes = IMPORT_PART_BYTES): unknown[] {
  const parsed = CatalogueImport.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'not a catalogue'}`);
  }
  const { vendors, games } = body as { vendors: unknown[]; games: unknown[] };
  const parts: { vendors: unknown[]; games: unknown[] }[] = [];
  let part = { vendors, games: [] as unknown[] };
  let size = JSON.stringify(part).length;
  for (const game of games) {
    const bytes = Buffer.byteLength(JSON.stringify(game)) + 1;
    if (size + bytes > maxBytes && part.games.length > 0) {
      parts.push(part);
      part = { vendors: [], games: [] };
      size = JSON.stringify(part).length;
    }
    part.games.push(game);
    size += bytes;
  }
  parts.push(part);
  return parts;
}

export const GAMES_COMMANDS: CliCommand[] = [
  {
    name: 'games:import',
    usage:
      'games:import <file.json>                      upsert a catalogue of vendors and games (docs/operator-games.md)',
    parse: (a) => {
      const [file, rest] = first(a, 'catalogue file');
      if (rest.length > 0) throw new UsageError(`unexpected ${rest[0]}`);
      let body: unknown;
      try {
        body = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new UsageError(`cannot read ${file} as JSON: ${(err as Error).message}`);
      }
      return { kind: 'calls', method: 'POST', path: 'games/catalogue', bodies: importParts(body) };
    },
  },
  {
    name: 'games:vendor',
    usage: "games:vendor <vassalage> --enable|--disable   let a vendor's games be played, or not",
    parse: (a) => {
      const [vassalage, rest] = first(a, 'vendor code');
      if (rest.some((w) => w !== '--enable' && w !== '--disable'))
        throw new UsageError('expected --enable or --disable');
      return call('PATCH', `games/vendors/${enc(vassalage)}`, { enabled: enableFlag(rest) });
    },
  },
  {
    name: 'games:game',
    usage: 'games:game <nodeId> [--enable|--disable] [--hot N|--no-hot] [--new|--not-new]',
    parse: (a) => {
      const [nodeId, rest] = first(a, 'game node id');
      return call('PATCH', `games/${enc(nodeId)}`, parseGameChange(rest));
    },
  },
  {
    name: 'games:maintenance',
    usage:
      "games:maintenance <vassalage> (--from ISO (--until ISO | --open) | --end)   schedule or end a vendor's maintenance",
    parse: (a) => {
      const [vassalage, rest] = first(a, 'vendor code');
      const path = `games/vendors/${enc(vassalage)}/maintenance`;
      if (rest.length === 1 && rest[0] === '--end') return call('DELETE', path);
      const open = rest.includes('--open');
      const options = parseOptions(
        rest.filter((w) => w !== '--open'),
        ['from', 'until'],
      );
      if (open === (options.until !== undefined))
        throw new UsageError('give --until ISO, or --open for until ended');
      const from = isoTime(options.from, '--from');
      const until = open ? null : isoTime(options.until, '--until');
      return call('PUT', path, { from, until });
    },
  },
];
