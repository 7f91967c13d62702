import { describe, expect, it } from 'vitest';
import { inhouseAdapter } from '../inhouse.ts';
import { sandboxAggregatorAdapter } from '../sandbox-aggregator.ts';
import type { LaunchRequest } from '../vendor.ts';
import { bearerOf, parseVendorToken, vendorToken } from './sessions.ts';

const TOKEN = 'AbC_d-efGhIjKlMnOpQrStUvWxYz0123456789abcde';

describe('vendor token', () => {
  it('carries the vendor code, the family and the game-session token', () => {
    expect(parseVendorToken(vendorToken('PG', 'slot', TOKEN))).toEqual({
      vassalage: 'PG',
      family: 'slot',
      token: TOKEN,
    });
  });
  it.each([
    ['no family', `PG.${TOKEN}`],
    ['unknown family', `PG.poker.${TOKEN}`],
    ['lower-case vendor', `pg.dice.${TOKEN}`],
    ['short token', 'PG.dice.abc'],
    ['spaces', `PG.dice.${TOKEN} x`],
  ])('refuses %s', (_name, raw) => {
    expect(parseVendorToken(raw)).toBeNull();
  });
  it('reads a bearer header', () => {
    expect(bearerOf(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerOf(`bearer  ${TOKEN}`)).toBe(TOKEN);
    expect(bearerOf(TOKEN)).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });
});

describe('built-in adapters', () => {
  const request: LaunchRequest = {
    sessionToken: TOKEN,
    vassalage: 'INHOUSE',
    vendorGameId: 'mines',
    nodeId: 'INHOUSE:mines',
    family: 'mines',
    language: 'en',
    backUrl: '/m/home',
    trial: false,
  };
  it('launch into their own pages with their token', async () => {
    expect((await inhouseAdapter().launch(request)).gameUrl).toBe(
      `/games/inhouse/mines?token=INHOUSE.mines.${TOKEN}`,
    );
    const sandbox = await sandboxAggregatorAdapter().launch({ ...request, vassalage: 'PG', family: 'slot' });
    expect(sandbox.gameUrl).toBe(`/sandbox-aggregator/play/slot?token=PG.slot.${TOKEN}`);
  });
  it('refuse a game without an engine', async () => {
    await expect(inhouseAdapter().launch({ ...request, family: null })).rejects.toMatchObject({
      code: 'GAME_UNAVAILABLE',
    });
  });
});
