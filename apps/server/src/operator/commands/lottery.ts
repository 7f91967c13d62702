import { readFileSync } from 'node:fs';
import { type CliCommand, UsageError } from './parse.ts';

// The lottery's operator commands (features/lottery/operator-routes.ts answers them;
// docs/operator-lottery.md). None sets a result (decision 090).

const enc = encodeURIComponent;
const lines = (value: unknown) => [JSON.stringify(value, null, 2)];

function words(args: string[], count: number, usage: string): string[] {
  const taken = args.slice(0, count);
  if (taken.length < count || taken.some((w) => !w || w.startsWith('--')))
    throw new UsageError(`usage: ${usage}`);
  return taken;
}

export const LOTTERY_COMMANDS: CliCommand[] = [
  {
    name: 'lottery:game',
    usage:
      'lottery:game <file.json>                      create a lottery game or change its names and schedule',
    parse: (args) => {
      const [file] = words(args, 1, 'lottery:game <file.json>');
      if (args.length > 1) throw new UsageError(`unexpected ${args[1]}`);
      let body: unknown;
      try {
        body = JSON.parse(readFileSync(file as string, 'utf8'));
      } catch (err) {
        throw new UsageError(`cannot read ${file} as JSON: ${(err as Error).message}`);
      }
      return { kind: 'call', method: 'PUT', path: 'lottery/games', body, show: 'changes' };
    },
  },
  {
    name: 'lottery:pause',
    usage: 'lottery:pause <gameCode>                      stop opening new draws of a lottery game',
    parse: (args) => {
      const [code] = words(args, 1, 'lottery:pause <gameCode>');
      return {
        kind: 'call',
        method: 'PATCH',
        path: `lottery/games/${enc(code as string)}`,
        body: { paused: true },
        show: 'changes',
      };
    },
  },
  {
    name: 'lottery:resume',
    usage: 'lottery:resume <gameCode>                     open draws of a paused lottery game again',
    parse: (args) => {
      const [code] = words(args, 1, 'lottery:resume <gameCode>');
      return {
        kind: 'call',
        method: 'PATCH',
        path: `lottery/games/${enc(code as string)}`,
        body: { paused: false },
        show: 'changes',
      };
    },
  },
  {
    name: 'lottery:void',
    usage: "lottery:void <gameCode> <numero> --reason '...'   void a draw and refund its open bets",
    parse: (args) => {
      const [code, numero] = words(args, 2, "lottery:void <gameCode> <numero> --reason '...'");
      const at = args.indexOf('--reason');
      const reason = at >= 0 ? args[at + 1] : undefined;
      if (!reason) throw new UsageError('--reason is required');
      return {
        kind: 'call',
        method: 'POST',
        path: `lottery/draws/${enc(code as string)}/${enc(numero as string)}/void`,
        body: { reason },
        show: 'changes',
      };
    },
  },
  {
    name: 'lottery:exposure',
    usage: 'lottery:exposure <gameCode> <numero>          stakes and liability per selection of a draw',
    parse: (args) => {
      const [code, numero] = words(args, 2, 'lottery:exposure <gameCode> <numero>');
      return {
        kind: 'get',
        path: `lottery/draws/${enc(code as string)}/${enc(numero as string)}/exposure`,
        format: lines,
      };
    },
  },
  {
    name: 'lottery:position',
    usage: 'lottery:position                              the lottery account: stakes, payouts, refunds, net',
    parse: () => ({ kind: 'get', path: 'lottery/position', format: lines }),
  },
];
