import {
  GameListResponse,
  HotGamesResponse,
  VassalagesResponse,
  VendorGameTypesResponse,
} from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// Issue 12 "Catalogue" on the seeded demo catalogue: spec 7's calls, paging, search (accents,
// case, non-Latin scripts), classify, vendor and minBet filters, spec 4's grouping, bad input.
const t = useTestApp();

const get = (url: string) => t.app.inject({ url });
async function list(query: string) {
  const res = await get(`/api/games/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return GameListResponse.parse(res.json().value);
}
const names = async (query: string) => (await list(query)).games.map((g) => g.gameName);

describe('game list paging', () => {
  it('pages the slots 26 at a time by default, with totalPages, and max 100', async () => {
    const first = await list('gameType=RNG&language=EN');
    expect(first.games).toHaveLength(26);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(192 / 26));
    const last = await list(`gameType=RNG&language=EN&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(192 % 26);
    const all = await list('gameType=RNG&pageSize=100&clientType=2&platform=html5');
    expect(all.games).toHaveLength(100);
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((p) => list(`gameType=RNG&pageNo=${p}`)));
    const ids = pages.flatMap((p) => p.games.map((g) => g.nodeId));
    expect(new Set(ids).size).toBe(192);
    expect((await list('gameType=RNG&pageNo=99')).games).toEqual([]);
  });

  it('answers names in the language asked, else the merchant default (MY)', async () => {
    expect(await names('vassalage=INHOUSE&language=EN')).toEqual([
      'Lucky Dice',
      'Crystal Mines',
      'Golden Slot',
    ]);
    expect((await names('vassalage=INHOUSE'))[0]).toBe('ကံကောင်းအန်စာတုံး');
    expect((await names('vassalage=INHOUSE&language=VI'))[2]).toBe('Nổ Hũ Vàng');
  });
});

describe('name search', () => {
  it.each([
    ['phuong', 'VI', 'Phượng Hoàng Vàng'],
    ['PHƯỢNG', 'VI', 'Phượng Hoàng Vàng'],
    ['golden phoenix', 'EN', 'Golden Phoenix'],
    ['DRAGON DE ORO', 'ES', 'Dragón de Oro'],
    ['dragón', 'EN', 'Golden Dragon'],
    ['နဂါး', 'MY', 'ရွှေနဂါး'],
    ['มังกร', 'TH', 'มังกรทอง'],
    ['凤凰', 'ZH', '黄金凤凰'],
    ['تنين', 'AR', 'تنين الذهب'],
    ['зОлОтой дРакон', 'RU', 'Золотой дракон'],
    ['altin ejderha', 'TR', 'Altın Ejderha'],
  ])('finds %s (in %s) among the names of every language', async (query, language, expected) => {
    const found = await names(`gameName=${encodeURIComponent(query)}&language=${language}&pageSize=100`);
    expect(found).toContain(expected);
  });

  it('takes LIKE wildcards literally and finds nothing for them', async () => {
    expect(await names('gameName=%25')).toEqual([]);
    expect(await names('gameName=_')).toEqual([]);
  });

  it('combines the search with the category', async () => {
    const found = await list('gameName=dragon&gameType=RNG&language=EN');
    expect(found.games.map((g) => g.gameName).sort()).toEqual(
      [
        'Crystal',
        'Fire',
        'Golden',
        'Jade',
        'Lucky',
        'Moonlight',
        'Royal',
        'Ruby',
        'Silver',
        'Sky',
        'Sun',
        'Thunder',
      ]
        .map((q) => `${q} Dragon`)
        .sort(),
    );
  });
});

describe('filters', () => {
  it('classify: NEW, HOT and a vendor key; ALL is no filter', async () => {
    const all = await list('gameType=RNG&pageSize=100');
    const fresh = await list('gameType=RNG&gameClassify=NEW&pageSize=100');
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    expect((await list('gameType=RNG&isNew=true&pageSize=100')).games).toEqual(fresh.games);
    expect((await list('gameType=RNG&gameClassify=ALL&pageSize=100')).totalPages).toBe(all.totalPages);
    const jackpot = await list('vassalage=PLUM&gameClassify=JACKPOT&pageSize=100');
    const classic = await list('vassalage=PLUM&gameClassify=CLASSIC&pageSize=100');
    expect(jackpot.games.length + classic.games.length).toBe(96);
    expect((await list('gameClassify=HOT&pageSize=100')).games.every((g) => g.hotRank !== null)).toBe(true);
  });

  it('vendor and minimum-bet chips: each chip shows the games of exactly that minimum bet', async () => {
    const plum = await list('vassalage=PLUM&pageSize=100');
    expect(plum.games.every((g) => g.vassalage === 'PLUM')).toBe(true);
    let total = 0;
    for (const chip of ['0.01', '0.05', '0.1', '0.5', '0.75']) {
      const page = await list(`vassalage=PLUM&minBet=${chip}&pageSize=100`);
      expect(page.games.every((g) => Number(g.minBet) === Number(chip))).toBe(true);
      total += page.games.length;
    }
    expect(total).toBe(96);
  });

  it('spec 4 grouping: TF games under ESPORTS, DS88 under COCKFIGHT, neither under SPORTS', async () => {
    const esports = await list('gameType=ESPORTS&pageSize=100');
    expect(new Set(esports.games.map((g) => g.vassalage))).toEqual(new Set(['TF', 'NOVA']));
    expect(esports.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    const cockfight = await list('gameType=COCKFIGHT&pageSize=100');
    expect(new Set(cockfight.games.map((g) => g.vassalage))).toEqual(new Set(['DS88']));
    const sports = await list('gameType=SPORTS&pageSize=100');
    expect(new Set(sports.games.map((g) => g.vassalage))).toEqual(new Set(['SKYB']));
  });
});

describe('vendor data, vassalages, hot games', () => {
  it('sorts categories with ESPORTS and COCKFIGHT right after SPORTS, vendor tiles with lobby games', async () => {
    const res = await get('/api/games/vendor-game-types?typeId=1&language=EN');
    expect(res.statusCode, res.body).toBe(200);
    const value = VendorGameTypesResponse.parse(res.json().value);
    expect(value.sorting.map((s) => s.gameCategory)).toEqual([
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LIVE',
      'FISH',
      'RNG',
      'PVP',
      'INHOUSE',
      'ELOTT',
      'LOTT',
    ]);
    expect(value.sorting[1]?.vendorNames).toEqual(['NOVA', 'TF']);
    expect(value.sorting[2]?.vendorNames).toEqual(['DS88']);
    const tf = value.mapping.ESPORTS?.vendors.find((v) => v.vassalage === 'TF');
    expect(tf).toMatchObject({ gameType: 'ESPORTS', nodeId: 'TF:g8q0', gameId: 'g8q0', supportPlay: true });
    expect(tf?.mobileLargeIcon).toBe('/media/games/vendors/TF-large.svg');
    expect(value.mapping.RNG?.gameClassify.map((c) => c.key)).toEqual(['JACKPOT', 'CLASSIC']);
    expect((await get('/api/games/vendor-game-types?typeId=2')).statusCode).toBe(400);
  });

  it('lists filter vendors of a category with their icons', async () => {
    const res = await get('/api/games/vassalages?gameType=RNG');
    const value = VassalagesResponse.parse(res.json().value);
    expect(value.list.map((v) => v.vassalage)).toEqual(['PLUM', 'NEBULA']);
    expect(value.list[0]).toMatchObject({
      mobileSmallIcon: '/media/games/vendors/PLUM-small.svg',
      maintenance: null,
    });
  });

  it('lists hot games by rank', async () => {
    const res = await get('/api/games/hot?isPlatform=2&language=EN&platform=html5');
    const { games } = HotGamesResponse.parse(res.json().value);
    expect(games[0]?.nodeId).toBe('INHOUSE:dice');
    const ranks = games.map((g) => g.hotRank as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const rng = HotGamesResponse.parse((await get('/api/games/hot?gameType=RNG')).json().value);
    expect(rng.games.length).toBeGreaterThan(0);
    expect(rng.games.every((g) => g.gameType === 'RNG')).toBe(true);
  });
});

describe('bad parameters', () => {
  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageNo=0', 'pageNo'],
    ['gameType=CASINO', 'gameType'],
    ['minBet=0.2', 'minBet'],
    ['isNew=yes', 'isNew'],
    ['clientType=3', 'clientType'],
    ['vassalage=pg', 'vassalage'],
    ['gameClassify=FAV', 'gameClassify'],
    ['merchant=OTHER', 'merchant'],
    [`gameName=${'x'.repeat(65)}`, 'gameName'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await get(`/api/games/list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().error)).toContain(field);
  });
});
