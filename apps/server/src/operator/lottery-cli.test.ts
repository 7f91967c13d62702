import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { useOperatorCli } from '../test/operator-cli.ts';

// `npm run operator -- lottery:*` end to end against a listening server (docs/operator-lottery.md).
const { t, cli } = useOperatorCli();

describe('lottery commands', () => {
  it('pauses and resumes a game, voids a draw with a reason, reads the position', async () => {
    expect((await cli('lottery:pause', 'F5M3')).code).toBe(0);
    const [paused] = await t.db.select().from(s.lotteryGame).where(eq(s.lotteryGame.code, 'F5M3'));
    expect(paused?.paused).toBe(true);
    expect((await cli('lottery:resume', 'F5M3')).code).toBe(0);
    await t.app.lottery.tick(new Date('2026-11-24T08:00:05Z'));
    const [draw] = await t.db
      .select({ numero: s.lotteryDraw.numero })
      .from(s.lotteryDraw)
      .innerJoin(s.lotteryGame, eq(s.lotteryGame.id, s.lotteryDraw.gameId))
      .where(eq(s.lotteryGame.code, 'F5M3'));
    const voided = await cli('lottery:void', 'F5M3', draw?.numero ?? '', '--reason', 'test of the CLI');
    expect(voided.code).toBe(0);
    expect((await cli('lottery:void', 'F5M3', draw?.numero ?? '')).code).not.toBe(0);
    const position = await cli('lottery:position');
    expect(position.code).toBe(0);
    expect(position.out.join('\n')).toContain('netMinor');
  });
});
