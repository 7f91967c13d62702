import { readFileSync } from 'node:fs';
import { type CliCommand, parseOptions, UsageError } from './parse.ts';

// The content feature's operator commands (features/content/operator-routes.ts answers them).

export const CONTENT_COMMANDS: CliCommand[] = [
  {
    name: 'announcement:add',
    usage: `announcement:add --type <B|PL|PU|H|A|PR> --group <m_home|m_reg|...> --title <text> --content <html>
                   [--execution A|B|F] [--position <n>]
                                                an announcement (HTML sanitised)`,
    parse: (a) => {
      const options = parseOptions(a, ['type', 'group', 'title', 'content', 'execution', 'position']);
      for (const name of ['type', 'group', 'title', 'content'] as const) {
        if (!options[name]) throw new UsageError(`missing --${name}`);
      }
      const position = options.position === undefined ? undefined : Number(options.position);
      if (position !== undefined && !Number.isInteger(position)) {
        throw new UsageError('--position must be a whole number');
      }
      const body = {
        type: options.type,
        group: options.group,
        title: options.title,
        content: options.content,
        ...(options.execution ? { execution: options.execution } : {}),
        ...(position !== undefined ? { position } : {}),
      };
      return { kind: 'post', path: 'announcements', body };
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
      const html = options.file === undefined ? options.html : readAgreementFile(options.file);
      return {
        kind: 'post',
        path: 'user-agreement',
        body: { language: options.language.toUpperCase(), html },
      };
    },
  },
];

function readAgreementFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
}
