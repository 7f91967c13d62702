import { readFileSync } from 'node:fs';
import { type CliCommand, parseOptions, UsageError } from './parse.ts';

// The inbox's operator commands (features/messages/operator-routes.ts answers them; decision 047).

/** The HTML of a message: given inline or read from a file, one of the two. */
function html(options: Partial<Record<string, string>>): string {
  if ((options.file === undefined) === (options.html === undefined)) {
    throw new UsageError('give either --file or --html');
  }
  if (options.html !== undefined) return options.html;
  try {
    return readFileSync(options.file ?? '', 'utf8');
  } catch {
    throw new UsageError(`cannot read ${options.file}`);
  }
}

function required(options: Partial<Record<string, string>>, name: string): string {
  const value = options[name];
  if (!value) throw new UsageError(`missing --${name}`);
  return value;
}

interface SentLine {
  id: number;
  to: string;
  titles: Record<string, string>;
  sentAt: string;
  readCount: number;
}

/** One line per message sent, then the welcome template's titles. */
export function formatSentMessages(value: unknown): string[] {
  const { messages, welcome } = value as {
    messages: SentLine[];
    welcome: Record<string, { title: string }> | null;
  };
  const lines = messages.map(
    (m) =>
      `${m.sentAt} #${m.id} to ${m.to}, read by ${m.readCount}: ${Object.entries(m.titles)
        .map(([language, title]) => `${language} ${title}`)
        .join(' | ')}`,
  );
  if (lines.length === 0) lines.push('no messages sent');
  const welcomeTitles = welcome
    ? Object.entries(welcome)
        .map(([language, text]) => `${language} ${text.title}`)
        .join(' | ')
    : 'none';
  return [...lines, `welcome message: ${welcomeTitles}`];
}

export const MESSAGES_COMMANDS: CliCommand[] = [
  {
    name: 'message:send',
    usage: `message:send (--to <account> | --all) --language <MY|EN|...> --title <text> (--html <html> | --file <path.html>)
                                                a message to one member, or one broadcast to all (HTML sanitised)`,
    parse: (a) => {
      const all = a.includes('--all');
      const options = parseOptions(
        a.filter((word) => word !== '--all'),
        ['to', 'language', 'title', 'html', 'file'],
      );
      if (all === (options.to !== undefined)) throw new UsageError('give either --to <account> or --all');
      const texts = {
        [required(options, 'language').toUpperCase()]: {
          title: required(options, 'title'),
          content: html(options),
        },
      };
      const body = options.to ? { to: 'member', account: options.to, texts } : { to: 'all', texts };
      return { kind: 'post', path: 'messages', body };
    },
  },
  {
    name: 'message:welcome',
    usage: `message:welcome --language <MY|EN|...> --title <text> (--html <html> | --file <path.html>)
                                                one language of the welcome message new members get`,
    parse: (a) => {
      const options = parseOptions(a, ['language', 'title', 'html', 'file']);
      const body = {
        language: required(options, 'language').toUpperCase(),
        title: required(options, 'title'),
        content: html(options),
      };
      return { kind: 'post', path: 'messages/welcome', body };
    },
  },
  {
    name: 'message:list',
    usage:
      'message:list [limit]                          messages sent, newest first, and the welcome message',
    parse: (a) => {
      const limit = a[0] === undefined ? 20 : Number(a[0]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('limit must be 1-500');
      return { kind: 'get', path: `messages?limit=${limit}`, format: formatSentMessages };
    },
  },
];
