import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  fromMinor,
  newRequestKey,
  plainAmount,
  showChip,
  showMoney,
  toMinor,
} from './money.ts';

describe('amounts in minor units (issue 11: never floats)', () => {
  it.each([
    ['100', 10000],
    ['12.5', 1250],
    ['12.34', 1234],
    ['0.01', 1],
    ['-3.20', -320],
    ['0.1', 10],
    ['abc', null],
    ['1.234', null],
    ['', null],
  ])('%o -> %o', (text, minor) => expect(toMinor(text)).toBe(minor));

  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [-320, '-3.20'],
    [0, '0.00'],
  ])('%i -> %o', (minor, text) => expect(fromMinor(minor)).toBe(text));

  it('writes whole amounts without decimals for the field', () => {
    expect(plainAmount(10000)).toBe('100');
    expect(plainAmount(1050)).toBe('10.50');
  });
});

describe("amount problems within a channel's minimum and maximum", () => {
  it.each([
    ['', 'cashier.amountRequired'],
    ['x', 'cashier.amountInvalid'],
    ['0', 'cashier.amountInvalid'],
    ['9.99', 'cashier.amountTooLow'],
    ['10', null],
    ['500.00', null],
    ['500.01', 'cashier.amountTooHigh'],
  ])('%o -> %o', (amount, problem) => expect(amountProblem(amount, '10.00', '500.00')).toBe(problem));
});

describe('request keys (a double tap deposits once)', () => {
  it('is new for every submission and fits RequestKey', () => {
    const a = newRequestKey();
    const b = newRequestKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe("amounts as members read them (the header balance's look, spec 9)", () => {
  it.each([
    ['20000', 'K', 'K 20,000.00'],
    ['12.5', 'K', 'K 12.50'],
    ['1234567.89', 'RM', 'RM 1,234,567.89'],
  ])('%s %s -> %s', (amount, symbol, shown) => expect(showMoney(amount, symbol)).toBe(shown));

  it.each([
    ['20000', '20,000'],
    ['1000', '1,000'],
    ['15.50', '15.50'],
    ['100', '100'],
  ])('chip %s reads %s', (chip, shown) => expect(showChip(chip)).toBe(shown));
});
