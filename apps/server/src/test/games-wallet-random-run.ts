import type { VendorClient, WalletAnswer, WalletCall } from './vendor-client.ts';

// A randomised aggregator: decision 076's rules held over thousands of protocol calls with
// duplicates and out-of-order deliveries (docs/vendor-protocol.md). Rounds of one or two debits end
// in a win, a loss (0.00), rollbacks, a mix, or stay open; some calls name unknown rounds or
// debits; the rounds interleave, some steps swap with the next (a credit or rollback before its
// debit), and about one call in eight is delivered again later. Seeded, so a failure replays.

export interface RunPlayer {
  playerId: string;
  token: string;
}

interface Step {
  call: WalletCall;
  body: Record<string, unknown>;
}

/** mulberry32: small, seedable, good enough to shuffle a test. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

function roundScript(
  random: () => number,
  p: RunPlayer,
  gameId: string,
  roundId: string,
  n: () => string,
): Step[] {
  const amount = (max: number) => money(1 + Math.floor(random() * max));
  const debits = Array.from({ length: random() < 0.2 ? 2 : 1 }, () => ({
    call: 'debit' as const,
    body: {
      playerId: p.playerId,
      token: p.token,
      transactionId: n(),
      roundId,
      gameId,
      amount: amount(2_000),
    },
  }));
  const credit = (value: string, roundClosed?: boolean): Step => ({
    call: 'credit',
    body: {
      playerId: p.playerId,
      transactionId: n(),
      roundId,
      gameId,
      amount: value,
      ...(roundClosed === false ? { roundClosed } : {}),
    },
  });
  const rollback = (refTransactionId: string): Step => ({
    call: 'rollback',
    body: { playerId: p.playerId, transactionId: n(), roundId, refTransactionId },
  });
  const end = random();
  const steps: Step[] = [...debits];
  if (end < 0.45) steps.push(credit(random() < 0.4 ? '0.00' : amount(4_000)));
  else if (end < 0.55) steps.push(credit(amount(500), false), credit(amount(500)));
  else if (end < 0.72) steps.push(...debits.map((d) => rollback(String(d.body.transactionId))));
  else if (end < 0.82) steps.push(rollback(String(debits[0]?.body.transactionId)), credit(amount(1_000)));
  else if (end < 0.88) steps.push(rollback(n()), credit('0.00'));
  else if (end < 0.94) steps.push(credit(amount(1_000)), rollback(String(debits[0]?.body.transactionId)));
  // else: left open, as a vendor that crashed mid-round leaves it.
  if (random() < 0.1) steps.push({ call: 'balance', body: { playerId: p.playerId } });
  if (random() < 0.05)
    steps.push({
      ...credit(amount(1_000)),
      body: { ...credit(amount(1_000)).body, roundId: `${roundId}-unknown` },
    });
  return steps;
}

/** The calls in delivery order: rounds interleaved, some steps swapped, some calls repeated later. */
function deliveries(random: () => number, scripts: Step[][]): { order: Step[]; duplicates: number } {
  const active = scripts.map((steps) => [...steps]);
  const order: Step[] = [];
  let duplicates = 0;
  const pending: { at: number; step: Step }[] = [];
  while (active.some((steps) => steps.length > 0)) {
    const open = active.filter((steps) => steps.length > 0);
    const steps = open[Math.floor(random() * Math.min(open.length, 24))] ?? [];
    // Out of order: the next step goes before this one.
    if (steps.length > 1 && random() < 0.08) [steps[0], steps[1]] = [steps[1] as Step, steps[0] as Step];
    const step = steps.shift();
    if (!step) continue;
    order.push(step);
    if (random() < 0.12) {
      pending.push({ at: order.length + Math.floor(random() * 40), step });
      duplicates++;
    }
    for (const due of pending.filter((d) => d.at <= order.length)) order.push(due.step);
    pending.splice(0, pending.length, ...pending.filter((d) => d.at > order.length));
  }
  for (const left of pending) order.push(left.step);
  return { order, duplicates };
}

/** What the wallet may answer a well-formed call in a disordered run, by call. */
function expected(call: WalletCall, answer: WalletAnswer): boolean {
  if (answer.status === 200) return true;
  const code = answer.body?.error?.code;
  if (answer.status === 400) return code === 'VALIDATION_ERROR' && call !== 'authenticate';
  if (code === 'INSUFFICIENT_BALANCE') return call === 'debit';
  // Only a debit whose rollback came first: no call is sent twice with another body.
  if (code === 'IDEMPOTENCY_CONFLICT') return call === 'debit';
  return false;
}

export interface RandomRunOptions {
  client: VendorClient;
  players: RunPlayer[];
  seed: number;
  rounds: number;
  gameId: string;
  concurrency: number;
}

export async function randomisedRun({
  client,
  players,
  seed,
  rounds,
  gameId,
  concurrency,
}: RandomRunOptions) {
  const random = prng(seed);
  let counter = 0;
  const n = () => `s${seed}-t${++counter}`;
  const scripts = Array.from({ length: rounds }, (_, i) => {
    const player = players[Math.floor(random() * players.length)] as RunPlayer;
    return roundScript(random, player, gameId, `s${seed}-r${i}`, n);
  });
  const { order, duplicates } = deliveries(random, scripts);
  const first = new Map<string, string>();
  const movedByPlayer = new Map<string, number>();
  const unexpected: unknown[] = [];
  const replayMismatches: unknown[] = [];
  for (let i = 0; i < order.length; i += concurrency) {
    const batch = order.slice(i, i + concurrency);
    const answers = await Promise.all(batch.map((step) => client.call(step.call, step.body)));
    batch.forEach((step, k) => {
      const answer = answers[k] as WalletAnswer;
      if (!expected(step.call, answer)) unexpected.push({ step, answer });
      if (answer.status !== 200 || step.call === 'balance') return;
      const key = String(step.body.transactionId);
      const text = JSON.stringify(answer.body);
      const seen = first.get(key);
      if (seen !== undefined) {
        if (seen !== text) replayMismatches.push({ step, first: seen, again: text });
        return;
      }
      first.set(key, text);
      const [whole = '0', cents = '0'] = String(answer.body.value.moved).split('.');
      const moved = Number(whole) * 100 + Number(cents);
      const playerId = String(step.body.playerId);
      movedByPlayer.set(
        playerId,
        (movedByPlayer.get(playerId) ?? 0) + (step.call === 'debit' ? -moved : moved),
      );
    });
  }
  return { calls: order.length, duplicates, unexpected, replayMismatches, movedByPlayer };
}
