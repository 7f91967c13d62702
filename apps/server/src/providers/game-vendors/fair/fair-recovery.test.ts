import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import {
  fundedMember,
  launchBuiltIn,
  listenWithBuiltInVendors,
  walletBalance,
} from '../../../test/built-in-vendors.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resolveSecret } from '../../payment/secret.ts';
import { type PlayContext, playInstant, settlePending } from './play.ts';
import { rotateSeeds, useSeeds } from './seeds.ts';
import { sessionResolver } from './sessions.ts';
import { WalletCallError, walletClient } from './wallet-client.ts';

// Decision 079's recovery, with the real wallet behind a switch: a credit the wallet did not
// acknowledge leaves the round open (and the seed unrotatable) until the player's next call
// delivers it; a debit whose answer was lost is rolled back and leaves no round.

const t_ = useTestApp({ RATE_LIMIT_MAX: '1000000' });
let baseUrl = '';
const faults = { creditDown: false, debitAnswerLost: false };
let ctx: PlayContext;

beforeAll(async () => {
  ({ baseUrl } = await listenWithBuiltInVendors(t_));
  const real = walletClient({
    baseUrl: () => baseUrl,
    secret: resolveSecret(t_.config.dataDir, undefined, 'inhouse-vendor-secret'),
    retryDelayMs: 1,
  });
  const lost = () => new WalletCallError('SERVICE_UNAVAILABLE', 'no answer (test)', true);
  ctx = {
    db: t_.db,
    wallet: {
      ...real,
      credit: async (...args) => {
        if (faults.creditDown) throw lost();
        return real.credit(...args);
      },
      debit: async (...args) => {
        const answer = await real.debit(...args);
        if (faults.debitAnswerLost) throw lost();
        return answer;
      },
    },
    roundUrl: (id) => `/games/inhouse/verify?round=${id}`,
    log: t_.app.log,
  };
});

async function session() {
  const member = await fundedMember(t_.db, 10_000);
  const { token } = await launchBuiltIn(baseUrl, member.headers, 'INHOUSE:slot');
  const s = await sessionResolver(ctx.wallet, 'inhouse').resolve(`Bearer ${token}`);
  return { member, s };
}

describe('when the wallet fails mid-round', () => {
  it('keeps an uncredited round open, refuses to reveal its seed, and credits it on the next call', async () => {
    const { member, s } = await session();
    faults.creditDown = true;
    const played = await playInstant(ctx, s, 'slot', 100, {});
    faults.creditDown = false;
    expect(played.round.state).toBe('open');
    expect(await walletBalance(t_.db, member.wallet.id)).toBe(9_900);
    await expect(rotateSeeds(t_.db, s.player)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await settlePending(ctx, s.player);
    const payout = Number(played.round.payout.replace('.', ''));
    expect(await walletBalance(t_.db, member.wallet.id)).toBe(9_900 + payout);
    const [row] = await t_.db
      .select()
      .from(t.fairRound)
      .where(eq(t.fairRound.id, Number(played.round.id)));
    expect(row?.state).toBe('settled');
    const [record] = await t_.db
      .select()
      .from(t.gameRound)
      .where(and(eq(t.gameRound.vassalage, 'INHOUSE'), eq(t.gameRound.roundId, played.round.id)));
    expect(record).toMatchObject({ state: 'settled', winMinor: payout });
    // Delivered once: a second pass finds nothing to do and moves nothing.
    await settlePending(ctx, s.player);
    expect(await walletBalance(t_.db, member.wallet.id)).toBe(9_900 + payout);
    expect((await rotateSeeds(t_.db, s.player)).revealed.rounds).toBe(1);
  });

  it('rolls back a debit whose answer was lost, storing no round and taking no nonce', async () => {
    const { member, s } = await session();
    faults.debitAnswerLost = true;
    const failed = await playInstant(ctx, s, 'slot', 100, {}).catch((e: unknown) => e);
    faults.debitAnswerLost = false;
    expect(failed).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await walletBalance(t_.db, member.wallet.id)).toBe(10_000);
    const rounds = await t_.db.select().from(t.fairRound).where(eq(t.fairRound.playerId, s.player.playerId));
    expect(rounds).toHaveLength(0);
    expect((await useSeeds(t_.db, s.player)).nonce).toBe(0);
    const [record] = await t_.db
      .select()
      .from(t.gameRound)
      .where(and(eq(t.gameRound.vassalage, 'INHOUSE'), eq(t.gameRound.memberId, member.member.id)));
    expect(record).toMatchObject({ state: 'refunded', stakeMinor: 100, refundedMinor: 100 });
  });
});
