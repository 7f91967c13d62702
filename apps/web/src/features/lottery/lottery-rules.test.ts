import type { LotteryMenuGroup } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { lobbyTabs, tabGames, winningBalls } from './lottery-rules.ts';

const entry = (gameId: number, tag = '') => ({
  gameId,
  gameCode: `G${gameId}`,
  remark: `Game ${gameId}`,
  mobileIconUrl: '',
  tag,
  numero: '1',
  isSale: true,
  remainTime: 60,
  lockTime: 5,
  previousWinningNumber: '',
});
const groups: LotteryMenuGroup[] = [
  { tag: 'NORTH', labelName: 'North', gameMenus: [entry(1, 'HOT'), entry(2)] },
  { tag: 'FAST', labelName: 'Fast', gameMenus: [entry(3, 'NEW,HOT'), entry(4)] },
];

describe('lottery lobby rules (spec 2.12, 3, 4)', () => {
  it('draws the first part of the winning number as balls', () => {
    expect(winningBalls('1,2,3,4,5')).toEqual(['1', '2', '3', '4', '5']);
    expect(winningBalls('12345~67890~11111,22222')).toEqual(['1', '2', '3', '4', '5']);
    expect(winningBalls('')).toEqual([]);
  });

  it('has HOT, FAV, then the server groups', () => {
    expect(lobbyTabs(groups).map((tab) => tab.tag)).toEqual(['HOT', 'FAV', 'NORTH', 'FAST']);
  });

  it('fills each tab', () => {
    expect(tabGames(groups, 'HOT', []).map((g) => g.gameId)).toEqual([1, 3]);
    expect(tabGames(groups, 'FAV', [4, 2, 99]).map((g) => g.gameId)).toEqual([4, 2]);
    expect(tabGames(groups, 'FAST', []).map((g) => g.gameId)).toEqual([3, 4]);
  });
});
