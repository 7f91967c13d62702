import {
  computeRound,
  DicePlayRequest,
  drawLotteryResult,
  FAIR_RTP,
  type GameFamily,
  LOTTERY_FAMILIES,
  LotteryDraw,
  type LotteryFamily,
  lotterySeedHash,
  MinesPlayRequest,
  minesSettlement,
  sha256Hex,
  winningNumberText,
} from '@lobby/shared';
import { z } from 'zod/mini';

// `npm run verify -- <subcommand> ...`: recomputes what Lobby publishes, from published data
// alone (docs/provably-fair.md). Subcommands: round (an in-house or sandbox round), seed (a
// revealed server seed against the hash shown before play), draw (a lottery draw, from the
// server's published data or offline from a seed; docs/fairness.md).

const USAGE = `Usage:
  npm run verify -- round <dice|mines|slot> --server-seed <hex> --client-seed <text> --nonce <n> [--params '<json>']
      dice params: {"target": 50.5, "side": "over"}   mines params: {"mines": 3, "revealed": [0, 7]}
  npm run verify -- seed <serverSeed> <serverSeedHash>
  npm run verify -- draw <gameCode> <numero> [--url http://127.0.0.1:3000]
  npm run verify -- draw <gameCode> <numero> --seed <64 hex> --family FAST5|VNN`;

export class UsageError extends Error {}

/** `--name value` pairs after the positional arguments. */
function options(args: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = args[i + 1];
    if (!name?.startsWith('--') || value === undefined)
      throw new UsageError(`expected --option value at ${name}`);
    found.set(name.slice(2), value);
  }
  return found;
}

const DiceInput = z.object({ target: DicePlayRequest.shape.target, side: DicePlayRequest.shape.side });
const MinesInput = z.object({
  mines: MinesPlayRequest.shape.mines,
  revealed: z.optional(z.array(z.number().check(z.int(), z.minimum(0), z.maximum(24)))),
});

async function round(args: readonly string[]): Promise<string[]> {
  const family = args[0] as GameFamily;
  if (!['dice', 'mines', 'slot'].includes(family)) throw new UsageError(`unknown game ${args[0]}`);
  const opts = options(args.slice(1));
  const serverSeed = opts.get('server-seed');
  const clientSeed = opts.get('client-seed');
  const nonce = Number(opts.get('nonce'));
  if (!serverSeed || clientSeed === undefined || !Number.isSafeInteger(nonce) || nonce < 0) {
    throw new UsageError('round needs --server-seed, --client-seed and --nonce');
  }
  const seeds = { serverSeed, clientSeed, nonce };
  const params = JSON.parse(opts.get('params') ?? '{}') as unknown;
  const lines = [`server seed hash  ${await sha256Hex(serverSeed)}`, `stated RTP        ${FAIR_RTP[family]}`];
  if (family === 'dice') {
    const dice = DiceInput.parse(params);
    const outcome = await computeRound('dice', seeds, dice);
    lines.push(`roll              ${outcome.roll.toFixed(2)} (${dice.side} ${dice.target})`);
    lines.push(`result            ${outcome.win ? `win x${outcome.multiplier}` : 'loss'}`);
  } else if (family === 'slot') {
    const outcome = await computeRound('slot', seeds, {});
    lines.push(`stops             ${outcome.stops.join(' ')}`);
    for (const row of outcome.window)
      lines.push(`                  ${row.map((s) => s.padEnd(7)).join(' ')}`);
    lines.push(
      `result            ${outcome.wins[0] ? `${outcome.wins[0].id} x${outcome.multiplier}` : 'no win'}`,
    );
  } else {
    const mines = MinesInput.parse(params);
    const outcome = await computeRound('mines', seeds, { mines: mines.mines });
    lines.push(`mines             ${outcome.mines.join(' ')}`);
    if (mines.revealed) {
      const settled = minesSettlement(outcome.mines, mines.revealed);
      lines.push(
        `result            ${settled.mineHit === null ? `${settled.safe} safe, cash-out x${settled.multiplier}` : `mine at ${settled.mineHit}`}`,
      );
    }
  }
  return lines;
}

async function seed(args: readonly string[]): Promise<string[]> {
  const [serverSeed, hash] = args;
  if (!serverSeed || !hash) throw new UsageError('seed needs <serverSeed> <serverSeedHash>');
  const actual = await sha256Hex(serverSeed);
  if (actual !== hash.toLowerCase()) throw new Error(`MISMATCH: sha256(server seed) is ${actual}`);
  return [`match: sha256(server seed) = ${actual}`];
}

/** The server's draw: GET /api/lottery/draws/:gameCode/:numero, in its envelope. */
async function fetchDraw(url: string, gameCode: string, numero: string): Promise<LotteryDraw> {
  const address = `${url.replace(/\/+$/, '')}/api/lottery/draws/${encodeURIComponent(gameCode)}/${encodeURIComponent(numero)}`;
  const response = await fetch(address).catch((error: unknown) => {
    throw new Error(`cannot reach ${address}: ${(error as Error).cause ?? (error as Error).message}`);
  });
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: unknown;
    error?: { message?: string };
  } | null;
  if (!body?.success) throw new Error(`${address}: ${body?.error?.message ?? `HTTP ${response.status}`}`);
  const value = body.value as { draw?: unknown } | undefined;
  const parsed = LotteryDraw.safeParse(
    value && typeof value === 'object' && 'draw' in value ? value.draw : value,
  );
  if (!parsed.success) throw new Error(`${address}: the answer is not a lottery draw`);
  return parsed.data;
}

async function draw(args: readonly string[]): Promise<string[]> {
  const [gameCode, numero] = args;
  if (!gameCode || !numero || gameCode.startsWith('--') || numero.startsWith('--'))
    throw new UsageError('draw needs <gameCode> <numero>');
  const opts = options(args.slice(2));
  const offlineSeed = opts.get('seed');
  if (offlineSeed !== undefined) {
    const family = opts.get('family') as LotteryFamily | undefined;
    if (!family || !LOTTERY_FAMILIES.includes(family))
      throw new UsageError('--seed needs --family FAST5|VNN');
    const result = await drawLotteryResult(family, offlineSeed, gameCode, numero);
    return [
      `seed hash         ${await lotterySeedHash(offlineSeed)}`,
      `result            ${winningNumberText(result)}`,
    ];
  }
  const url = opts.get('url') ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const published = await fetchDraw(url, gameCode, numero);
  const lines = [
    `draw              ${gameCode} ${numero} (${published.state})`,
    `published hash    ${published.seedHash}`,
  ];
  if (published.seed === null || published.result === null) {
    lines.push('not drawn yet: the seed is revealed when the draw is made');
    return lines;
  }
  const hash = await lotterySeedHash(published.seed);
  const result = await drawLotteryResult(published.result.family, published.seed, gameCode, numero);
  const text = winningNumberText(result);
  lines.push(`revealed seed     ${published.seed}`, `sha256(seed)      ${hash}`);
  lines.push(`published result  ${published.winningNumber}`, `recomputed result ${text}`);
  const problems: string[] = [];
  if (hash !== published.seedHash.toLowerCase())
    problems.push('sha256(seed) differs from the published hash');
  if (text !== published.winningNumber || text !== winningNumberText(published.result))
    problems.push('the recomputed result differs from the published one');
  if (problems.length > 0) throw new Error([...lines, `MISMATCH: ${problems.join('; ')}`].join('\n'));
  lines.push('match: the seed fits the hash published before the draw, and the result follows from it');
  return lines;
}

/** Each subcommand: its arguments to the lines it prints; it throws to fail. */
export const SUBCOMMANDS: Record<string, (args: readonly string[]) => Promise<string[]>> = {
  round,
  seed,
  draw,
};

export async function verify(argv: readonly string[]): Promise<string[]> {
  const [name, ...rest] = argv;
  const command = name ? SUBCOMMANDS[name] : undefined;
  if (!command) throw new UsageError(name ? `unknown subcommand ${name}` : 'a subcommand is needed');
  return command(rest);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  verify(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(
        error instanceof UsageError ? `${error.message}\n\n${USAGE}` : String((error as Error).message),
      );
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
