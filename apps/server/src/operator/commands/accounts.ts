import { type CliCommand, parseOptions, UsageError } from './parse.ts';

// The accounts feature's operator commands (features/accounts/operator-routes.ts answers them).

export const ACCOUNTS_COMMANDS: CliCommand[] = [
  {
    name: 'affiliate:create',
    usage: `affiliate:create --agent <account> --code <CODE> [--domain <domain>]
                                                an invitation code for a member, who becomes an agent`,
    parse: (a) => {
      const options = parseOptions(a, ['agent', 'code', 'domain']);
      const { agent, code, domain } = options;
      if (!agent) throw new UsageError('missing --agent <account>');
      if (!code) throw new UsageError('missing --code <CODE>');
      return { kind: 'post', path: 'affiliate-codes', body: { agent, code, ...(domain ? { domain } : {}) } };
    },
  },
];
