import { describe, expect, it } from 'vitest';
import { routePrizeMode } from './use-lottery-actions.ts';

describe('the lobby prize mode (spec 4; decision 093)', () => {
  it('reads prize_mode from the route, else Lott', () => {
    expect(routePrizeMode(new URLSearchParams('prize_mode=Elott'))).toBe('Elott');
    expect(routePrizeMode(new URLSearchParams('prize_mode=ZY'))).toBe('ZY');
    expect(routePrizeMode(new URLSearchParams('prize_mode=nonsense'))).toBe('Lott');
    expect(routePrizeMode(new URLSearchParams(''))).toBe('Lott');
  });
});
