import { describe, expect, it } from 'vitest';
import { listSearch, readListState } from './list-filter.ts';

const read = (path: string, query: string) => readListState(path, new URLSearchParams(query));

describe('game list state in the URL (decision 083)', () => {
  it('reads the slots centre as RNG with its panel', () => {
    expect(read('/m/slotsCenter', 'vassalage=PG&minBet=0.5')).toMatchObject({
      slots: true,
      gameType: 'RNG',
      vassalage: 'PG',
      minBet: '0.5',
      view: 'list',
    });
  });
  it('reads gameType=HOT as the hot toggle and drops unknown values', () => {
    expect(read('/m/gameList', 'gameType=HOT')).toMatchObject({ gameType: undefined, view: 'hot' });
    expect(read('/m/gameList', 'gameType=NOPE&minBet=9&view=odd')).toMatchObject({
      gameType: undefined,
      minBet: undefined,
      view: 'list',
    });
  });
  it('writes back what it reads', () => {
    const query = 'gameType=LIVE&vassalage=EVO&gameClassify=NEW&gameName=ab&view=favourites';
    expect(listSearch(read('/m/gameList', query))).toBe(`?${query}`);
    expect(listSearch(read('/m/slotsCenter', 'gameClassify=ALL'))).toBe('');
  });
});
