import { readFileSync } from 'node:fs';
import { isLanguageCode } from '@lobby/shared';
import { type CliCommand, type Command, parseOptions, type Shown, UsageError } from './parse.ts';

// The content feature's operator commands (features/content/operator-routes.ts answers them).
// Texts per language: --title-MY, --title-EN, --content-EN <html> or --content-file-EN <path>;
// or the whole body as JSON with --file (docs/operator-content.md).

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readText(path));
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError(`${path} is not JSON`);
  }
}

interface Parsed {
  values: Record<string, string>;
  title: Record<string, string>;
  content: Record<string, string>;
}

/**
 * `--name value` pairs: the names given, plus --title-XX, --content-XX and --content-file-XX for
 * any language code. A value may be empty ('' clears a link or removes a language's text).
 */
function parseContentOptions(args: string[], names: readonly string[], texts: boolean): Parsed {
  const parsed: Parsed = { values: {}, title: {}, content: {} };
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    const text = texts ? /^(title|content-file|content)-([A-Za-z-]+)$/.exec(name) : null;
    const language = text?.[2]?.toUpperCase();
    if (!names.includes(name) && !(language && isLanguageCode(language))) {
      const languages = texts ? ', --title-XX, --content-XX, --content-file-XX' : '';
      throw new UsageError(
        `unexpected ${flag} (expected ${names.map((n) => `--${n}`).join(', ')}${languages})`,
      );
    }
    const key = language ? `${text?.[1] === 'title' ? 'title' : 'content'}-${language}` : name;
    if (seen.has(key)) throw new UsageError(`${flag} given twice`);
    seen.add(key);
    const value = args[i + 1];
    if (value === undefined) throw new UsageError(`missing value of ${flag}`);
    if (!language) parsed.values[name] = value;
    else if (text?.[1] === 'title') parsed.title[language] = value;
    else parsed.content[language] = text?.[1] === 'content-file' ? readText(value) : value;
  }
  return parsed;
}

function whole(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${what} must be a whole number`);
  return Number(value);
}

function id(args: string[]): string {
  const value = args[0];
  if (value === undefined || !/^[1-9]\d*$/.test(value))
    throw new UsageError('expected an id (see the list command)');
  return value;
}

/** --start / --end: an ISO time with its offset, or none (open). */
const instant = (value: string | undefined) =>
  value === undefined ? undefined : value === 'none' ? null : value;

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const ANNOUNCEMENT_OPTIONS = [
  'type',
  'group',
  'platform',
  'execution',
  'promotion-type',
  'start',
  'end',
  'position',
  'file',
];

function announcementBody(args: string[]): unknown {
  const { values: v, title, content } = parseContentOptions(args, ANNOUNCEMENT_OPTIONS, true);
  if (v.file !== undefined) {
    if (args.length !== 2) throw new UsageError('--file carries the whole body: give nothing else');
    return readJson(v.file);
  }
  return defined({
    type: v.type,
    group: v.group,
    platform: v.platform,
    title: Object.keys(title).length > 0 ? title : undefined,
    content: Object.keys(content).length > 0 ? content : undefined,
    execution: v.execution === 'none' ? null : v.execution,
    promotionType: v['promotion-type'] === 'none' ? null : v['promotion-type'],
    startsAt: instant(v.start),
    endsAt: instant(v.end),
    position: whole(v.position, '--position'),
  });
}

function helpBody(args: string[]): unknown {
  const { values: v, title, content } = parseContentOptions(args, ['position', 'file'], true);
  if (v.file !== undefined) {
    if (args.length !== 2) throw new UsageError('--file carries the whole body: give nothing else');
    return readJson(v.file);
  }
  return defined({
    title: Object.keys(title).length > 0 ? title : undefined,
    content: Object.keys(content).length > 0 ? content : undefined,
    position: whole(v.position, '--position'),
  });
}

const call = (method: Command & { kind: 'call' }): Command => method;
const TEXTS = '--title-XX <text> [--content-XX <html> | --content-file-XX <path>] ...';

export const CONTENT_COMMANDS: CliCommand[] = [
  {
    name: 'announcement:add',
    usage: `announcement:add --type <B|PL|PU|H|A|PR> --group <m_home|m_reg|...> ${TEXTS}
                   [--execution A|B|F] [--promotion-type <CODE>] [--start <ISO time>]
                   [--end <ISO time>] [--position <n>]
                   | --file <body.json>           an announcement (HTML sanitised)`,
    parse: (a) =>
      call({
        kind: 'call',
        method: 'POST',
        path: 'announcements',
        body: announcementBody(a),
        show: 'changes',
      }),
  },
  {
    name: 'announcement:list',
    usage: 'announcement:list                             every announcement, with its id',
    parse: () => call({ kind: 'call', method: 'GET', path: 'announcements', show: 'announcements' }),
  },
  {
    name: 'announcement:change',
    usage: `announcement:change <id> [the options of add; --start/--end none opens a side; --title-XX '' removes XX]`,
    parse: (a) =>
      call({
        kind: 'call',
        method: 'PATCH',
        path: `announcements/${id(a)}`,
        body: announcementBody(a.slice(1)),
        show: 'changes',
      }),
  },
  ...(['enable', 'disable'] as const).map((verb) => ({
    name: `announcement:${verb}`,
    usage: `announcement:${verb} <id>${' '.repeat(31 - verb.length)}${verb === 'enable' ? 'show it again' : 'hide it, keeping it'}`,
    parse: (a: string[]) =>
      call({
        kind: 'call',
        method: 'PATCH',
        path: `announcements/${id(a)}`,
        body: { enabled: verb === 'enable' },
        show: 'changes',
      }),
  })),
  {
    name: 'announcement:remove',
    usage: 'announcement:remove <id>                      delete it',
    parse: (a) => call({ kind: 'call', method: 'DELETE', path: `announcements/${id(a)}`, show: 'changes' }),
  },
  {
    name: 'help:add',
    usage: `help:add ${TEXTS} [--position <n>] | --file <body.json>
                                                a help-centre item (HTML sanitised)`,
    parse: (a) =>
      call({ kind: 'call', method: 'POST', path: 'help-items', body: helpBody(a), show: 'changes' }),
  },
  {
    name: 'help:list',
    usage: 'help:list                                     every help-centre item, with its id',
    parse: () => call({ kind: 'call', method: 'GET', path: 'help-items', show: 'help-items' }),
  },
  {
    name: 'help:change',
    usage: `help:change <id> [the options of help:add]    titles and contents merge by language`,
    parse: (a) =>
      call({
        kind: 'call',
        method: 'PATCH',
        path: `help-items/${id(a)}`,
        body: helpBody(a.slice(1)),
        show: 'changes',
      }),
  },
  {
    name: 'help:remove',
    usage: 'help:remove <id>                              delete it',
    parse: (a) => call({ kind: 'call', method: 'DELETE', path: `help-items/${id(a)}`, show: 'changes' }),
  },
  {
    name: 'config:service-bar',
    usage: `config:service-bar [--facebook <url>] [--telegram1 <url>] [--telegram2 <url>]
                                                the service bar's links ('' clears one; none given: show them)`,
    parse: (a) => {
      const { values } = parseContentOptions(a, ['facebook', 'telegram1', 'telegram2'], false);
      if (a.length === 0)
        return call({ kind: 'call', method: 'GET', path: 'config/service-bar', show: 'service-bar' });
      const body = Object.fromEntries(
        Object.entries(values).map(([name, url]) => [name, url === '' ? null : url]),
      );
      return call({ kind: 'call', method: 'PUT', path: 'config/service-bar', body, show: 'changes' });
    },
  },
  {
    name: 'agreement:set',
    usage: `agreement:set --language <MY|EN|...> (--file <path.html> | --html <html>)
                                                one language's user agreement (HTML sanitised)`,
    parse: (a) => {
      const options = parseOptions(a, ['language', 'file', 'html']);
      if (!options.language) throw new UsageError('missing --language');
      if ((options.file === undefined) === (options.html === undefined)) {
        throw new UsageError('give either --file or --html');
      }
      const html = options.file === undefined ? options.html : readText(options.file);
      return {
        kind: 'post',
        path: 'user-agreement',
        body: { language: options.language.toUpperCase(), html },
      };
    },
  },
];

type Texts = Record<string, string>;
const firstText = (texts: Texts) => texts.EN ?? Object.values(texts)[0] ?? '';
const window = (startsAt: string | null, endsAt: string | null) =>
  startsAt || endsAt ? ` ${startsAt ?? '…'} to ${endsAt ?? '…'}` : '';

/** The lines `announcement:list`, `help:list` and `config:service-bar` print. */
export function contentLines(show: Exclude<Shown, 'changes'>, value: unknown): string[] {
  if (show === 'service-bar') {
    return Object.entries(value as Record<string, string | null>).map(
      ([name, url]) => `${name}: ${url ?? 'none'}`,
    );
  }
  const { list } = value as { list: Record<string, unknown>[] };
  if (list.length === 0) return ['none'];
  return list.map((item) => {
    const state = item.enabled ? '' : ' [disabled]';
    const languages = Object.keys(item.title as Texts).join(',');
    if (show === 'help-items') {
      return `#${item.id} position ${item.position}${state} (${languages}): ${firstText(item.title as Texts)}`;
    }
    const execution = item.execution ? ` execution ${item.execution}` : '';
    const promotion = item.promotionType ? ` promotion ${item.promotionType}` : '';
    return (
      `#${item.id} ${item.type} ${item.group} ${item.platform}${execution}${promotion} position ${item.position}${state}` +
      `${window(item.startsAt as string | null, item.endsAt as string | null)} (${languages}): ${firstText(item.title as Texts)}`
    );
  });
}
