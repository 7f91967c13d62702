import { describe, expect, it } from 'vitest';
import { tickerSeconds, tickerTitles } from './ticker-rules.ts';

describe('announcement ticker rules (spec 2.4)', () => {
  it('takes the titles of the PL and B announcements, in order, and nothing else', () => {
    expect(
      tickerTitles([
        { type: 'PU', title: 'Popup' },
        { type: 'PL', title: ' Maintenance on Sunday ' },
        { type: 'H', title: 'News' },
        { type: 'B', title: 'Welcome bonus' },
        { type: 'PL', title: '   ' },
        { type: 'A', title: 'Agents only' },
      ]),
    ).toEqual(['Maintenance on Sunday', 'Welcome bonus']);
  });

  it('has no titles without announcements (the ticker then says so)', () => {
    expect(tickerTitles([])).toEqual([]);
  });

  it('takes longer for longer text, at one speed', () => {
    expect(tickerSeconds(0)).toBe(6);
    expect(tickerSeconds(40)).toBe(12);
    expect(tickerSeconds(80)).toBe(18);
    expect(tickerSeconds(80) - tickerSeconds(40)).toBe(tickerSeconds(40) - tickerSeconds(0));
  });
});
