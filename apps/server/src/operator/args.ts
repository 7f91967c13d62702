import { isLanguageCode, isWhiteLabelFlag, REGISTRATION_RULE_FIELDS, RESOURCE_TYPES } from '@lobby/shared';

// Pure half of the operator CLI: argv to a command, answers to printed lines.

export type Command =
  | { kind: 'help' }
  | { kind: 'show' }
  | { kind: 'audit'; limit: number }
  | { kind: 'outbox'; limit: number; channel: 'sms' | 'email' | undefined }
  | { kind: 'put'; path: string; body: unknown }
  | { kind: 'post'; path: string; body: unknown }
  | { kind: 'edit-list'; list: 'blockedCountries' | 'blockedIpRanges'; op: 'add' | 'remove'; value: string };

export class UsageError extends Error {}

export const HELP = `Usage: npm run operator -- <command> [args]
  help                                          this text
  config:show                                   the whole merchant configuration
  config:set-flag <FLAG> on|off                 a white-label flag, e.g. DIRECTREG3
  config:maintenance on|off                     maintenance mode
  config:languages <DEFAULT> <CODE,CODE,...>    default and supported languages
  config:block-country add|remove <CC>          a blocked country (ISO alpha-2)
  config:block-ip add|remove <CIDR>             a blocked IP range
  config:registration-rule <field> <enabled on|off> <required on|off>
  config:image-cdns <url,url|none>              image CDN base URLs (none: this server)
  config:main-domain <domain>                   the main domain
  config:template <mem_cen> <dep_func>          mobile template versions
  config:cs-links <label> <url> [<label> <url> ...] | none
                                                customer-service links, in order
  config:resources <TYPE=url> [<TYPE=url> ...] | none
                                                download links (Android, IOS, MOBILECONFIG, AppDownloadIcon)
  affiliate:create --agent <account> --code <CODE> [--domain <domain>]
                                                an invitation code for a member, who becomes an agent
  announcement:add --type <B|PL|PU|H|A|PR> --group <m_home|m_reg|...> --title <text> --content <html>
                   [--execution A|B|F] [--position <n>]
                                                an announcement (HTML sanitised)
  audit [limit]                                 latest configuration changes
  outbox [limit] [sms|email]                    latest SMS and e-mails sent, newest first
Reads PORT, HOST, DATA_DIR and OPERATOR_TOKEN like the server does.`;

function onOff(value: string | undefined, what: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`${what} must be on or off (got ${value ?? 'nothing'})`);
}

function arg(args: string[], index: number, what: string): string {
  const value = args[index];
  if (value === undefined || value === '') throw new UsageError(`missing ${what}`);
  return value;
}

function addRemove(value: string | undefined): 'add' | 'remove' {
  if (value === 'add' || value === 'remove') return value;
  throw new UsageError(`expected add or remove (got ${value ?? 'nothing'})`);
}

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function parseArgs(argv: string[]): Command {
  const [name, ...a] = argv;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'config:show':
      return { kind: 'show' };
    case 'config:set-flag': {
      const flag = arg(a, 0, 'flag').toUpperCase();
      if (!isWhiteLabelFlag(flag)) throw new UsageError(`unknown flag ${flag}`);
      return { kind: 'put', path: `flags/${flag}`, body: { enabled: onOff(a[1], flag) } };
    }
    case 'config:maintenance':
      return { kind: 'put', path: 'maintenance', body: { enabled: onOff(a[0], 'maintenance') } };
    case 'config:languages': {
      const preferred = arg(a, 0, 'default language').toUpperCase();
      const supported = list(arg(a, 1, 'supported languages').toUpperCase());
      const unknown = [preferred, ...supported].find((code) => !isLanguageCode(code));
      if (unknown) throw new UsageError(`unknown language code ${unknown}`);
      return { kind: 'put', path: 'languages', body: { default: preferred, supported } };
    }
    case 'config:block-country':
      return {
        kind: 'edit-list',
        list: 'blockedCountries',
        op: addRemove(a[0]),
        value: arg(a, 1, 'country code').toUpperCase(),
      };
    case 'config:block-ip':
      return {
        kind: 'edit-list',
        list: 'blockedIpRanges',
        op: addRemove(a[0]),
        value: arg(a, 1, 'CIDR range'),
      };
    case 'config:registration-rule': {
      const field = arg(a, 0, 'field');
      if (!(REGISTRATION_RULE_FIELDS as readonly string[]).includes(field)) {
        throw new UsageError(
          `unknown registration field ${field} (one of ${REGISTRATION_RULE_FIELDS.join(', ')})`,
        );
      }
      const body = { enabled: onOff(a[1], 'enabled'), required: onOff(a[2], 'required') };
      return { kind: 'put', path: `registration-rules/${field}`, body };
    }
    case 'config:image-cdns': {
      const value = arg(a, 0, 'URL list (or none)');
      return { kind: 'put', path: 'image-cdns', body: { urls: value === 'none' ? [] : list(value) } };
    }
    case 'config:main-domain':
      return { kind: 'put', path: 'main-domain', body: { mainDomain: arg(a, 0, 'domain') } };
    case 'config:template':
      return {
        kind: 'put',
        path: 'mobile-template',
        body: { mem_cen: arg(a, 0, 'mem_cen'), dep_func: arg(a, 1, 'dep_func') },
      };
    case 'config:cs-links': {
      if (a.length === 1 && a[0] === 'none')
        return { kind: 'put', path: 'customer-service', body: { links: [] } };
      if (a.length === 0 || a.length % 2 !== 0)
        throw new UsageError('expected pairs of <label> <url>, or none');
      const links = [];
      for (let i = 0; i < a.length; i += 2)
        links.push({ label: arg(a, i, 'label'), url: arg(a, i + 1, 'url') });
      return { kind: 'put', path: 'customer-service', body: { links } };
    }
    case 'config:resources': {
      if (a.length === 1 && a[0] === 'none')
        return { kind: 'put', path: 'resources', body: { resources: [] } };
      if (a.length === 0) throw new UsageError('expected <TYPE=url> pairs, or none');
      const resources = a.map((pair) => {
        const at = pair.indexOf('=');
        const resourceType = pair.slice(0, at);
        if (at < 1 || !(RESOURCE_TYPES as readonly string[]).includes(resourceType)) {
          throw new UsageError(
            `expected TYPE=url with TYPE one of ${RESOURCE_TYPES.join(', ')} (got ${pair})`,
          );
        }
        return { resourceType, url: pair.slice(at + 1) };
      });
      return { kind: 'put', path: 'resources', body: { resources } };
    }
    case 'affiliate:create': {
      const options = parseOptions(a, ['agent', 'code', 'domain']);
      const agent = options.agent;
      const code = options.code;
      if (!agent) throw new UsageError('missing --agent <account>');
      if (!code) throw new UsageError('missing --code <CODE>');
      const body = { agent, code, ...(options.domain ? { domain: options.domain } : {}) };
      return { kind: 'post', path: 'affiliate-codes', body };
    }
    case 'announcement:add': {
      const options = parseOptions(a, ['type', 'group', 'title', 'content', 'execution', 'position']);
      for (const name of ['type', 'group', 'title', 'content'] as const) {
        if (!options[name]) throw new UsageError(`missing --${name}`);
      }
      const position = options.position === undefined ? undefined : Number(options.position);
      if (position !== undefined && !Number.isInteger(position))
        throw new UsageError('--position must be a whole number');
      const body = {
        type: options.type,
        group: options.group,
        title: options.title,
        content: options.content,
        ...(options.execution ? { execution: options.execution } : {}),
        ...(position !== undefined ? { position } : {}),
      };
      return { kind: 'post', path: 'announcements', body };
    }
    case 'audit': {
      const limit = a[0] === undefined ? 20 : Number(a[0]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('limit must be 1-500');
      return { kind: 'audit', limit };
    }
    case 'outbox':
      return parseOutbox(a);
    default:
      throw new UsageError(`unknown command ${name} (see: npm run operator -- help)`);
  }
}

/** `--name value` pairs, each name at most once and known. */
function parseOptions(args: string[], names: readonly string[]): Partial<Record<string, string>> {
  const options: Partial<Record<string, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.startsWith('--') ? args[i]?.slice(2) : undefined;
    if (!name || !names.includes(name)) {
      throw new UsageError(`unexpected ${args[i]} (expected ${names.map((n) => `--${n}`).join(', ')})`);
    }
    if (options[name] !== undefined) throw new UsageError(`--${name} given twice`);
    options[name] = arg(args, i + 1, `value of --${name}`);
  }
  return options;
}

/** `outbox [limit] [sms|email]`: either argument may come alone, in either order. */
function parseOutbox(args: string[]): Command {
  let limit = 20;
  let channel: 'sms' | 'email' | undefined;
  for (const value of args) {
    if (value === 'sms' || value === 'email') channel = value;
    else if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 500) limit = Number(value);
    else throw new UsageError(`expected a limit 1-500 or sms|email (got ${value})`);
  }
  return { kind: 'outbox', limit, channel };
}

export interface OutboxLine {
  at: string;
  channel: string;
  recipient: string;
  purpose: string;
  status: string;
  subject: string | null;
  body: string;
  error: string | null;
}

/** One line per message; newlines in a body are shown as spaces so the line stays one line. */
export function formatOutbox(m: OutboxLine): string {
  const text = [m.subject, m.body]
    .filter(Boolean)
    .join(' | ')
    .replace(/\s*\n\s*/g, ' ');
  const failed = m.status === 'failed' ? ` [failed: ${m.error ?? 'unknown'}]` : '';
  return `${m.at} ${m.channel} ${m.recipient} ${m.purpose}${failed}: ${text}`;
}

/** on/off for booleans, comma lists (or none) for lists, JSON for anything else. */
export function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? 'none' : value.join(',');
  }
  return JSON.stringify(value);
}

export interface ChangeLine {
  field: string;
  before: unknown;
  after: unknown;
}

export function formatChanges(changes: ChangeLine[]): string[] {
  if (changes.length === 0) return ['no change'];
  return changes.map((c) => `${c.field}: ${formatValue(c.before)} -> ${formatValue(c.after)}`);
}

/** Nested configuration as "a.b.c: value" lines, for config:show. */
export function flatten(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [`${prefix}: ${formatValue(value)}`];
}
