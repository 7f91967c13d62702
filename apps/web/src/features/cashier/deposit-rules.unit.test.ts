import type { DepositPromotion } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { depositTemplateOf, promotionApplies, promotionBonus, quickAmounts } from './deposit-rules.ts';

const promotion: DepositPromotion = {
  id: 1,
  title: 'First deposit',
  description: '',
  bonusPercent: 10,
  maxBonus: '50.00',
  minDeposit: '100.00',
  turnoverMultiple: 3,
};

describe('deposit template (spec 4 "Template versions")', () => {
  it.each([
    ['1', 'new'],
    ['0', 'classic'],
    ['', 'classic'],
    ['2', 'classic'],
  ])('dep_func %o is %s', (depFunc, template) => expect(depositTemplateOf(depFunc)).toBe(template));
});

describe('quick amounts stay within the channel limits', () => {
  it.each([
    ['10.00', '500.00', ['10', '50', '100', '200', '500']],
    ['100.00', '100.00', ['100']],
    ['0.00', '60.00', ['10', '50', '60']],
    ['500.00', '100.00', []],
    ['1.00', '100000.00', ['1', '50', '500', '2000', '20000', '100000']],
  ])('min %s max %s -> %o', (min, max, chips) => expect(quickAmounts(min, max)).toEqual(chips));

  it('never offers more than six or anything outside the limits', () => {
    const chips = quickAmounts('15.50', '30000.00');
    expect(chips.length).toBeLessThanOrEqual(6);
    for (const chip of chips) {
      expect(Number(chip)).toBeGreaterThanOrEqual(15.5);
      expect(Number(chip)).toBeLessThanOrEqual(30000);
    }
    expect(chips[0]).toBe('15.50');
    expect(chips.at(-1)).toBe('30000');
  });
});

describe('promotion bonus shown before depositing (spec 7 "accept promo")', () => {
  it.each([
    ['99.99', '0.00', false],
    ['100', '10.00', true],
    ['333.33', '33.33', true],
    ['1000', '50.00', true],
    ['', '0.00', false],
  ])('amount %o -> bonus %s (applies %s)', (amount, bonus, applies) => {
    expect(promotionBonus(amount, promotion)).toBe(bonus);
    expect(promotionApplies(amount, promotion)).toBe(applies);
  });
});
