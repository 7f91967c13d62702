import { ROUTES, type WithdrawalCheckResponse, type WithdrawalOptionsResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { maskedCard, missingSteps, withdrawLimits, withdrawProblem } from './withdraw-rules.ts';

const passing: WithdrawalCheckResponse = {
  allowed: true,
  realMember: true,
  hasBankCard: true,
  hasPaymentPassword: true,
  turnoverMet: true,
  turnoverRemaining: '0.00',
};

describe('what the withdrawal check says is missing (spec 6)', () => {
  it.each([
    ['nothing', {}, []],
    ['a trial member: only the real account', { realMember: false, hasBankCard: false }, ['realAccount']],
    ['a card', { hasBankCard: false }, ['bankCard']],
    ['a payment password', { hasPaymentPassword: false }, ['paymentPassword']],
    ['turnover', { turnoverMet: false, turnoverRemaining: '12.00' }, ['turnover']],
    [
      'everything',
      { hasBankCard: false, hasPaymentPassword: false, turnoverMet: false },
      ['bankCard', 'paymentPassword', 'turnover'],
    ],
  ] as const)('%s', (_, over, ids) => {
    expect(missingSteps({ ...passing, ...over }).map((step) => step.id)).toEqual(ids);
  });

  it('sends card and password to the security centre', () => {
    const steps = missingSteps({ ...passing, hasBankCard: false, hasPaymentPassword: false });
    expect(steps.map((step) => step.to)).toEqual([ROUTES.securityCenter, ROUTES.securityCenter]);
  });
});

const options: WithdrawalOptionsResponse = {
  minAmount: '50.00',
  maxAmount: '5000.00',
  dailyCountLimit: 3,
  dailyAmountLimit: '8000.00',
  usedTodayCount: 1,
  usedTodayAmount: '5000.00',
  availableBalance: '4000.00',
  currencySymbol: 'K',
  cards: [],
};

describe('withdraw limits (issue 11: daily count and amount per member)', () => {
  it.each([
    ['balance is the smallest', {}, 2, '3000.00', '3000.00'],
    ['balance under the rest of today', { usedTodayAmount: '0.00' }, 2, '8000.00', '4000.00'],
    [
      'maximum is the smallest',
      { availableBalance: '9000.00', usedTodayAmount: '0.00' },
      2,
      '8000.00',
      '5000.00',
    ],
    ['nothing left today', { usedTodayCount: 3, usedTodayAmount: '8000.00' }, 0, '0.00', '0.00'],
  ] as const)('%s', (_, over, count, amount, maxNow) => {
    expect(withdrawLimits({ ...options, ...over })).toEqual({
      remainingCount: count,
      remainingAmount: amount,
      maxNow,
    });
  });

  it.each([
    ['', 'cashier.amountRequired'],
    ['abc', 'cashier.amountInvalid'],
    ['49.99', 'cashier.amountTooLow'],
    ['50', null],
    ['3000', null],
    ['3000.01', 'cashier.amountTooHigh'],
    ['4000.01', 'cashier.amountOverBalance'],
  ])('amount %o -> %o', (amount, problem) => expect(withdrawProblem(amount, options)).toBe(problem));

  it("refuses any amount once today's count is used", () => {
    expect(withdrawProblem('100', { ...options, usedTodayCount: 3 })).toBe('cashier.dailyCountReached');
  });

  it('masks a card to its last four digits', () => {
    expect(maskedCard('**** **** 1234')).toBe('•••• 1234');
    expect(maskedCard('6222020202021234')).toBe('•••• 1234');
  });
});
