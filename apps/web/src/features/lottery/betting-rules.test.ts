import { LOTTERY_BET_TYPES, LOTTERY_FAMILIES, lotteryBetType, parseLotteryBet } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  bettingBackUrl,
  contentOf,
  EMPTY_SELECTION,
  EMPTY_SLIP,
  keyedSlip,
  lineStake,
  loginPathFor,
  newIdempotencyKey,
  pickerShape,
  potentialWin,
  quickPick,
  removeLine,
  type SlipLine,
  slipLine,
  slipTotal,
  stakeFromInput,
  togglePick,
} from './betting-rules.ts';

const type = (family: 'FAST5' | 'VNN', id: string) => {
  const found = lotteryBetType(family, id);
  if (!found) throw new Error(id);
  return found;
};

const line = (over: Partial<SlipLine> = {}): SlipLine => ({
  betType: 'LO2',
  content: '05,17',
  combinations: 2,
  oddsMilli: 3600,
  unitStake: '10.00',
  ...over,
});

describe('quick picks (decision 095)', () => {
  it.each(
    LOTTERY_FAMILIES.flatMap((family) => LOTTERY_BET_TYPES[family].map((t) => [family, t.id] as const)),
  )('%s %s: 300 random picks all pass parseLotteryBet', (family, id) => {
    const info = type(family, id);
    for (let i = 0; i < 300; i++) {
      const content = contentOf(id, quickPick(info));
      expect(parseLotteryBet(family, id, content)).toMatchObject({ ok: true });
    }
  });

  it('stays valid at the edges of the random source', () => {
    for (const value of [0, 0.999999]) {
      for (const family of LOTTERY_FAMILIES)
        for (const info of LOTTERY_BET_TYPES[family]) {
          let n = 0;
          // A constant source would repeat one option forever: step it for multi-picks.
          const random = () => (value + n++ * 0.137) % 1;
          expect(parseLotteryBet(family, info.id, contentOf(info.id, quickPick(info, random))).ok).toBe(true);
        }
    }
  });
});

describe('the pickers', () => {
  it('offers 00-99 for lô, đề and xiên, 0-45 for the sum, digits for đầu', () => {
    expect(pickerShape(type('VNN', 'LO2')).options).toHaveLength(100);
    expect(pickerShape(type('VNN', 'XIEN3')).options[7]).toBe('07');
    expect(pickerShape(type('FAST5', 'SUM')).options).toHaveLength(46);
    expect(pickerShape(type('VNN', 'DAU')).options).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(pickerShape(type('VNN', 'CANG3')).kind).toBe('entry');
    expect(pickerShape(type('FAST5', 'POS_DIGIT')).position).toBe(true);
  });

  it('toggles in option order, replaces a single choice, ignores taps past the maximum', () => {
    const xien2 = pickerShape(type('VNN', 'XIEN2'));
    let s = togglePick(xien2, EMPTY_SELECTION, '17');
    s = togglePick(xien2, s, '05');
    expect(s.picks).toEqual(['05', '17']);
    expect(togglePick(xien2, s, '90').picks).toEqual(['05', '17']);
    expect(togglePick(xien2, s, '17').picks).toEqual(['05']);
    const sum = pickerShape(type('FAST5', 'SUM'));
    expect(togglePick(sum, togglePick(sum, EMPTY_SELECTION, '3'), '22').picks).toEqual(['22']);
  });

  it('writes POS_DIGIT as position:digits', () => {
    expect(contentOf('POS_DIGIT', { position: 3, picks: ['1', '7'] })).toBe('3:1,7');
    expect(contentOf('LO2', { position: 1, picks: ['05', '17'] })).toBe('05,17');
  });
});

describe('slip lines and totals', () => {
  it('counts combinations with the shared parser and refuses what it refuses', () => {
    const group6 = slipLine('FAST5', 'FRONT3_GROUP6', { position: 1, picks: ['1', '3', '7', '9'] }, '2.00');
    expect(group6).toMatchObject({ ok: true, line: { combinations: 4, content: '1,3,7,9' } });
    expect(slipLine('FAST5', 'FRONT3_GROUP6', { position: 1, picks: ['1', '3'] }, '2.00').ok).toBe(false);
    expect(slipLine('VNN', 'XIEN3', { position: 1, picks: ['05', '17'] }, '2.00').ok).toBe(false);
  });

  it('stakes combinations × unit, totals the lines, and pays floor(unit × odds) per winning combination', () => {
    expect(lineStake(line())).toBe('20.00');
    expect(slipTotal([line(), line({ combinations: 1, unitStake: '0.50' })])).toBe('20.50');
    expect(slipTotal([])).toBe('0.00');
    expect(potentialWin(line())).toBe('36.00');
    // 1.01 × 1.96 = 1.9796: floored to the cent, as settlement does.
    expect(potentialWin(line({ unitStake: '1.01', oddsMilli: 1960 }))).toBe('1.97');
    expect(potentialWin(line({ unitStake: '3.00', oddsMilli: 950_000 }))).toBe('2850.00');
  });

  it('reads typed stakes with the Money rule', () => {
    expect(stakeFromInput('12')).toBe('12.00');
    expect(stakeFromInput(' 2.5 ')).toBe('2.50');
    expect(stakeFromInput('2,75')).toBe('2.75');
    expect(stakeFromInput('3.')).toBe('3.00');
    for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3']) expect(stakeFromInput(bad)).toBeNull();
  });
});

describe('one idempotency key per slip (issue 13 "Bets")', () => {
  it('makes a key on first confirm and keeps it for every retry', () => {
    let made = 0;
    const newKey = () => `key${++made}abcdef`;
    const first = keyedSlip(addLine(EMPTY_SLIP, line()), newKey);
    expect(first.key).toBe('key1abcdef');
    expect(keyedSlip(first, newKey).key).toBe('key1abcdef');
    expect(keyedSlip(keyedSlip(first, newKey), newKey).key).toBe('key1abcdef');
    expect(made).toBe(1);
  });

  it('starts a new key once the lines change', () => {
    const keyed = keyedSlip(addLine(EMPTY_SLIP, line()), () => 'firstkey1');
    expect(addLine(keyed, line()).key).toBeNull();
    expect(removeLine(keyed, 0)).toEqual(EMPTY_SLIP);
  });

  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('holds at most 20 lines (the server takes 1 to 20)', () => {
    let slip = EMPTY_SLIP;
    for (let i = 0; i < 25; i++) slip = addLine(slip, line());
    expect(slip.lines).toHaveLength(20);
  });
});

describe('where the page leads', () => {
  it('goes back to a path of this app only, else to /m/lottery', () => {
    expect(bettingBackUrl('/m/moreLottery?prize_mode=Lott')).toBe('/m/moreLottery?prize_mode=Lott');
    for (const bad of [null, '', 'https://evil.example/m/', '//evil.example', '/api/x', '/m/<x>'])
      expect(bettingBackUrl(bad)).toBe('/m/lottery');
  });

  it('sends a guest to log in and come back', () => {
    expect(loginPathFor('/m/startLottery?gameCode=F5M5&view=betting')).toBe(
      '/m/login?redirect=%2Fm%2FstartLottery%3FgameCode%3DF5M5%26view%3Dbetting',
    );
  });
});
