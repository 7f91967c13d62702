import { describe, expect, it } from 'vitest';
import {
  backUrlOf,
  classifyOptions,
  gameListPath,
  homeTabs,
  prizeMode,
  tabContent,
  type VendorTile,
  vendorTileAction,
} from './game-rules.ts';

const tile = (
  vassalage: string,
  gameType: VendorTile['gameType'] = 'SPORTS',
  supportPlay = true,
): VendorTile => ({
  key: vassalage,
  vassalage,
  displayName: vassalage,
  gameType,
  gameId: 'lobby',
  nodeId: `${vassalage}-lobby`,
  mobileLargeIcon: '',
  mobileSmallIcon: '',
  supportPlay,
});
const mapping = (elott: string[]) => ({
  ELOTT: { vendors: elott.map((v) => tile(v, 'ELOTT')), gameClassify: [] },
});

describe('homeTabs (spec 2.4)', () => {
  it('puts HOT first, then the server order, each category once', () => {
    expect(
      homeTabs([
        { gameCategory: 'RNG', vendorNames: [] },
        { gameCategory: 'SPORTS', vendorNames: [] },
        { gameCategory: 'RNG', vendorNames: [] },
      ]),
    ).toEqual(['HOT', 'RNG', 'SPORTS']);
  });
});

describe('tabContent (spec 2.4)', () => {
  it.each([
    ['HOT', 'hot'],
    ['RNG', 'vendor-list'],
    ['PVP', 'vendor-list'],
    ['LIVE', 'vendor-list'],
    ['FISH', 'vendor-list'],
    ['SPORTS', 'vendor-launch'],
    ['LOTT', 'vendor-launch'],
  ] as const)('%s shows %s', (tab, content) => expect(tabContent(tab)).toBe(content));
});

describe('gameListPath', () => {
  it('sends slots to the slots centre and others to the game list', () => {
    expect(gameListPath('RNG', 'PG')).toBe('/m/slotsCenter?vassalage=PG');
    expect(gameListPath('LIVE', 'EVO')).toBe('/m/gameList?gameType=LIVE&vassalage=EVO');
    expect(gameListPath('RNG')).toBe('/m/slotsCenter');
  });
});

describe('prizeMode (spec 4)', () => {
  it('is Elott when ELOTT maps TCG_LOTTO_VN or LOTT, else Lott', () => {
    expect(prizeMode(mapping(['TCG_LOTTO_VN']))).toBe('Elott');
    expect(prizeMode(mapping(['LOTT']))).toBe('Elott');
    expect(prizeMode(mapping(['OTHER']))).toBe('Lott');
    expect(prizeMode({})).toBe('Lott');
  });
});

describe('vendorTileAction (spec 4 vendor tile launch)', () => {
  it('asks a guest to log in before any launch', () => {
    expect(vendorTileAction(tile('SABA'), 'SPORTS', {}, false)).toEqual({ kind: 'login' });
  });
  it('opens the game list of a vendor-list category, guest or not', () => {
    expect(vendorTileAction(tile('PG', 'RNG'), 'RNG', {}, false)).toEqual({
      kind: 'navigate',
      to: '/m/slotsCenter?vassalage=PG',
    });
  });
  it('sends TCG_LOTTO_VN and TCG_SEA to the lottery lobby', () => {
    for (const v of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(vendorTileAction(tile(v, 'LOTT'), 'LOTT', {}, true)).toEqual({
        kind: 'navigate',
        to: '/m/lottery?prize_mode=Lott',
      });
    }
    expect(vendorTileAction(tile('TCG_SEA', 'LOTT'), 'LOTT', mapping(['TCG_LOTTO_VN']), true)).toEqual({
      kind: 'navigate',
      to: '/m/lottery?prize_mode=Elott',
    });
  });
  it('sends LOTT and ELOTT to /m/launchGame with the prize mode', () => {
    const action = vendorTileAction(tile('LOTT', 'LOTT'), 'LOTT', mapping(['LOTT']), true);
    expect(action).toEqual({
      kind: 'navigate',
      to: '/m/launchGame?vendor=LOTT&gameId=lobby&nodeId=LOTT-lobby&prize_mode=Elott',
    });
  });
  it('launches any other vendor, unless it cannot play now', () => {
    expect(vendorTileAction(tile('SABA'), 'SPORTS', {}, true)).toEqual({
      kind: 'launch',
      vendor: 'SABA',
      gameId: 'lobby',
      nodeId: 'SABA-lobby',
    });
    expect(vendorTileAction(tile('SABA', 'SPORTS', false), 'SPORTS', {}, true)).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('classifyOptions (spec 2.11)', () => {
  it('offers the vendor classifications only when there is more than one', () => {
    const one = [{ key: 'JACKPOT', displayName: 'Jackpot' }];
    expect(classifyOptions(one)).toEqual([]);
    expect(classifyOptions([...one, { key: 'MEGA', displayName: 'Mega' }])).toHaveLength(2);
  });
});

describe('backUrlOf', () => {
  it('keeps a route that fits the launch contract, else its path or home', () => {
    expect(backUrlOf('/m/gameList', '?gameType=LIVE')).toBe('/m/gameList?gameType=LIVE');
    expect(backUrlOf('/m/gameList', `?gameName=${'x'.repeat(300)}`)).toBe('/m/gameList');
    expect(backUrlOf('/elsewhere', '')).toBe('/m/home');
  });
});
