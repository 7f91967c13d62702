import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@lobby/shared';
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

  it('creates a game from a JSON file, and says why it refuses one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lottery-cli-'));
    const file = join(dir, 'game.json');
    const game = {
      code: 'CLI5',
      family: 'VNN',
      groupCode: 'VN_FAST',
      names: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `CLI ${code}`])),
      iconUrl: '/media/lottery/VNN5.svg',
      intervalSeconds: 300,
      timeZone: 'Asia/Ho_Chi_Minh',
      lockSeconds: 30,
    };
    writeFileSync(file, JSON.stringify(game));
    expect((await cli('lottery:game', file)).code).toBe(0);
    const [created] = await t.db.select().from(s.lotteryGame).where(eq(s.lotteryGame.code, 'CLI5'));
    expect(created).toMatchObject({ family: 'VNN', intervalSeconds: 300 });
    writeFileSync(file, JSON.stringify({ ...game, lockSeconds: 300 }));
    const refused = await cli('lottery:game', file);
    expect(refused.code).not.toBe(0);
    expect(refused.err.join('\n')).toContain('lockSeconds');
    rmSync(dir, { recursive: true, force: true });
  });
});
