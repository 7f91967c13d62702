import { describe, expect, it } from 'vitest';
import { groupedCategoryOf, groupVendorCategories, type SortingEntry } from './game-grouping.ts';

// spec 4 "Vendor grouping", decision 071: table of sorting lists before and after.
const e = (gameCategory: SortingEntry['gameCategory'], ...vendorNames: string[]): SortingEntry => ({
  gameCategory,
  vendorNames,
});

describe('groupVendorCategories', () => {
  it.each<[string, SortingEntry[], SortingEntry[]]>([
    [
      'TF and DS88 leave SPORTS for ESPORTS and COCKFIGHT right after it',
      [e('LIVE', 'EVO'), e('SPORTS', 'SBO', 'TF', 'DS88'), e('RNG', 'PG')],
      [e('LIVE', 'EVO'), e('SPORTS', 'SBO'), e('ESPORTS', 'TF'), e('COCKFIGHT', 'DS88'), e('RNG', 'PG')],
    ],
    [
      'an emptied SPORTS is dropped, so ESPORTS takes its position',
      [e('SPORTS', 'TF', 'DS88'), e('RNG', 'PG')],
      [e('ESPORTS', 'TF'), e('COCKFIGHT', 'DS88'), e('RNG', 'PG')],
    ],
    [
      'existing ESPORTS and COCKFIGHT entries move next to sports and keep their vendors first',
      [e('COCKFIGHT', 'SV'), e('SPORTS', 'SBO', 'DS88'), e('ESPORTS', 'IA'), e('FISH', 'JL')],
      [e('SPORTS', 'SBO'), e('ESPORTS', 'IA'), e('COCKFIGHT', 'SV', 'DS88'), e('FISH', 'JL')],
    ],
    [
      'only one of them in SPORTS',
      [e('SPORTS', 'SBO', 'TF'), e('LIVE', 'EVO')],
      [e('SPORTS', 'SBO'), e('ESPORTS', 'TF'), e('LIVE', 'EVO')],
    ],
    [
      'nothing to move: unchanged',
      [e('SPORTS', 'SBO'), e('ESPORTS', 'IA')],
      [e('SPORTS', 'SBO'), e('ESPORTS', 'IA')],
    ],
    ['no SPORTS: unchanged', [e('RNG', 'PG'), e('ESPORTS', 'TF')], [e('RNG', 'PG'), e('ESPORTS', 'TF')]],
    ['empty list', [], []],
  ])('%s', (_, input, expected) => {
    const before = JSON.stringify(input);
    expect(groupVendorCategories(input)).toEqual(expected);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('keeps an ESPORTS entry that was already there when only DS88 moves', () => {
    const out = groupVendorCategories([e('SPORTS', 'DS88'), e('RNG', 'PG'), e('ESPORTS', 'IA')]);
    expect(out).toEqual([e('ESPORTS', 'IA'), e('COCKFIGHT', 'DS88'), e('RNG', 'PG')]);
  });
});

describe('groupedCategoryOf', () => {
  it.each([
    ['TF', 'SPORTS', 'ESPORTS'],
    ['DS88', 'SPORTS', 'COCKFIGHT'],
    ['SBO', 'SPORTS', 'SPORTS'],
    ['TF', 'RNG', 'RNG'],
  ] as const)('%s under %s shows in %s', (vassalage, type, expected) => {
    expect(groupedCategoryOf(vassalage, type)).toBe(expected);
  });
});
