import { randomBytes } from 'node:crypto';
import {
  API_PATHS,
  drawLotteryResult,
  GameMenusResponse,
  LotteryDraw,
  LotteryLaunchResponse,
  LotteryListResponse,
  LotteryMenuResponse,
  OpenNumerosResponse,
  RecentResultsResponse,
  winningNumberText,
} from '@lobby/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundedMember } from '../../test/built-in-vendors.ts';
import { lotteryDrawRow, lotteryGameRow, lotteryGroupRow } from '../../test/lottery-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The lottery's public reads and launch (issue 13 "Calls"; spec 3, 7; decision 092).

const t0 = useTestApp();
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t0.app.inject({ url, headers });
  return res;
};
const value = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

let vnn: Awaited<ReturnType<typeof lotteryGameRow>>;
let fast: Awaited<ReturnType<typeof lotteryGameRow>>;
let group: string;
let current: Awaited<ReturnType<typeof lotteryDrawRow>>;
let drawn: Awaited<ReturnType<typeof lotteryDrawRow>>;
let voided: Awaited<ReturnType<typeof lotteryDrawRow>>;
const seed = randomBytes(32).toString('hex');

beforeAll(async () => {
  group = await lotteryGroupRow(t0.db);
  vnn = await lotteryGameRow(t0.db, { family: 'VNN', group, hot: true });
  fast = await lotteryGameRow(t0.db, { family: 'FAST5', group });
  current = await lotteryDrawRow(t0.db, vnn.id, { lockInSeconds: 120 });
  voided = await lotteryDrawRow(t0.db, vnn.id, { state: 'voided', drawnSecondsAgo: 900 });
  const numero = `D${Date.now().toString(36)}`;
  drawn = await lotteryDrawRow(t0.db, vnn.id, {
    state: 'drawn',
    drawnSecondsAgo: 300,
    seed,
    result: await drawLotteryResult('VNN', seed, vnn.code, numero),
  });
  await lotteryDrawRow(t0.db, fast.id, { lockInSeconds: -5 });
});

describe('lists and menus', () => {
  it('the list: the current draw, its times and the previous winning number', async () => {
    const list = LotteryListResponse.parse(await value(`${API_PATHS.lotteryList}?language=MY&device=MOBILE`));
    expect(Math.abs(list.serverTime - Date.now())).toBeLessThan(5_000);
    const row = list.list.find((g) => g.gameCode === vnn.code);
    expect(row).toMatchObject({
      gameId: vnn.id,
      gameGroupCode: group,
      family: 'VNN',
      remark: `စမ်း ${vnn.code}`,
      numero: current.numero,
      isSale: true,
      lockTime: 30,
      previousNumero: drawn.numero,
      hot: true,
    });
    expect(row?.remainTime).toBeGreaterThan(140);
    expect(row?.remainTime).toBeLessThanOrEqual(150);
    expect(row?.previousWinningNumber).toContain('~');
    const f = list.list.find((g) => g.gameCode === fast.code);
    // Past its lock: still the current draw until drawn, not on sale.
    expect(f).toMatchObject({ isSale: false, previousWinningNumber: '', remark: `စမ်း ${fast.code}` });
    expect(
      (await value(`${API_PATHS.lotteryList}?language=EN`)).list.find(
        (g: { gameCode: string }) => g.gameCode === vnn.code,
      ).remark,
    ).toBe(`Test ${vnn.code}`);
  });

  it('game menus: groups with their games and play switches', async () => {
    const menus = GameMenusResponse.parse(await value(API_PATHS.lotteryGameMenus));
    const g = menus.groups.find((x) => x.gameGroupId === group);
    expect(g?.displayName).toBe(`Group ${group}`);
    expect(g?.games.map((x) => x.code)).toEqual([vnn.code, fast.code]);
    expect(g?.games[0]).toMatchObject({
      entPlaySwitch: true,
      tradPlaySwitch: true,
      mobileIconUrl: vnn.iconUrl,
    });
  });

  it('the menu: HOT first, then the server groups; the vn-menu has VNN games only', async () => {
    const menu = LotteryMenuResponse.parse(await value(API_PATHS.lotteryMenu));
    expect(menu.groups[0]?.tag).toBe('HOT');
    expect(menu.groups[0]?.gameMenus.map((x) => x.gameCode)).toContain(vnn.code);
    const mine = menu.groups.find((x) => x.tag === group);
    expect(mine?.gameMenus.map((x) => x.gameCode)).toEqual([vnn.code, fast.code]);
    expect(mine?.gameMenus[0]?.tag).toBe('HOT');
    const vn = LotteryMenuResponse.parse(await value(API_PATHS.lotteryVnMenu));
    const codes = vn.groups.flatMap((x) => x.gameMenus.map((e) => e.gameCode));
    expect(codes).toContain(vnn.code);
    expect(codes).not.toContain(fast.code);
  });
});

describe('draws', () => {
  it('open numeros: the open draws with their seed hashes, no seed', async () => {
    const open = OpenNumerosResponse.parse(
      await value(`${API_PATHS.lotteryOpenNumeros}?gameCode=${vnn.code}`),
    );
    expect(open.list.map((d) => d.numero)).toEqual([current.numero]);
    expect(open.list[0]).toMatchObject({
      state: 'open',
      seed: null,
      result: null,
      seedHash: current.seedHash,
    });
  });

  it('recent results: drawn and voided draws, the seed only once drawn', async () => {
    const recent = RecentResultsResponse.parse(
      await value(`${API_PATHS.lotteryRecentResults}?gameCode=${vnn.code}&limit=5`),
    );
    expect(recent.list.map((d) => d.numero)).toEqual([drawn.numero, voided.numero]);
    const [d, v] = recent.list;
    expect(d?.seed).toBe(seed);
    expect(d?.result?.family).toBe('VNN');
    expect(d?.winningNumber).toBe(d?.result ? winningNumberText(d.result) : 'x');
    expect(v).toMatchObject({ state: 'voided', seed: null, result: null, winningNumber: '' });
  });

  it('one draw; unknown game or draw 404; bad input 400', async () => {
    const path = (code: string, numero: string) =>
      API_PATHS.lotteryDraw.replace(':gameCode', code).replace(':numero', numero);
    const one = LotteryDraw.parse(await value(path(vnn.code, current.numero)));
    expect(one).toMatchObject({ numero: current.numero, seed: null });
    expect((await get(path('ZZNOGAME', '1'))).json().error.code).toBe('LOTTERY_GAME_NOT_FOUND');
    const missing = await get(path(vnn.code, 'NOPE-1'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('LOTTERY_DRAW_NOT_FOUND');
    expect((await get(`${API_PATHS.lotteryRecentResults}?gameCode=${vnn.code}&limit=500`)).statusCode).toBe(
      400,
    );
    expect((await get(`${API_PATHS.lotteryOpenNumeros}?gameCode=bad code`)).statusCode).toBe(400);
  });
});

describe('launch', () => {
  const base = `${API_PATHS.lotteryLaunch}?lottoArea=VN&launchMode=LOTT`;
  it('answers the betting page or the lobby; betting needs a game', async () => {
    const m = await fundedMember(t0.db, 0);
    const betting = LotteryLaunchResponse.parse(
      await value(
        `${base}&lottoView=betting&lottoGameCode=${vnn.code}&lottoPrizeMode=Lott&backUrl=/m/home`,
        m.headers,
      ),
    );
    expect(betting.gameUrl).toBe(
      `/m/startLottery?gameCode=${vnn.code}&view=betting&prizeMode=Lott&backUrl=%2Fm%2Fhome`,
    );
    const lobby = LotteryLaunchResponse.parse(await value(`${base}&lottoView=lobby`, m.headers));
    expect(lobby.gameUrl).toBe('/m/startLottery?view=lobby');
    const noGame = await get(`${base}&lottoView=betting`, m.headers);
    expect(noGame.statusCode).toBe(400);
    expect(noGame.json().error.field).toBe('lottoGameCode');
    const unknown = await get(`${base}&lottoView=betting&lottoGameCode=ZZNOGAME`, m.headers);
    expect(unknown.json().error.code).toBe('LOTTERY_GAME_NOT_FOUND');
    expect((await get(`${base}&lottoView=lobby`)).statusCode).toBe(401);
  });
});
