import { describe, expect, it } from 'vitest';
import { containsPattern, normaliseSearch, searchTextOf } from './search-text.ts';

// Decision 072: the normal form of names and queries.
describe('normaliseSearch', () => {
  it.each([
    ['Phượng Vàng', 'phuong vang'],
    ['ĐẠI DƯƠNG', 'dai duong'],
    ['Dragón de Oro', 'dragon de oro'],
    ['Dragon d’Or', 'dragon d’or'],
    ['Золотой Дракон', 'золотои дракон'],
    ['Altın Ejderha', 'altin ejderha'],
    ['Straße', 'strasse'],
    ['  Lucky\t\u00a0 Koi ', 'lucky koi'],
    ['ＧＯＬＤ', 'gold'],
    ['金龙', '金龙'],
    ['มังกรทอง', 'มังกรทอง'],
    ['ရွှေနဂါး', 'ရွှေနဂါး'],
    ['तिनका ड्रैगन', 'तिनका ड्रैगन'],
    ['تِنِّين', 'تنين'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseSearch(input)).toBe(expected);
  });

  it('keeps a Thai or Burmese substring findable in its name', () => {
    expect(normaliseSearch('มังกรทองคำ')).toContain(normaliseSearch('ทอง'));
    expect(normaliseSearch('ရွှေနဂါး')).toContain(normaliseSearch('နဂါး'));
  });
});

describe('searchTextOf and containsPattern', () => {
  it('holds each language once, separated, with the node id', () => {
    expect(searchTextOf({ EN: 'Golden Koi', MS: 'Golden Koi', VI: 'Cá Koi Vàng' }, 'PG:koi')).toBe(
      'golden koi\nca koi vang\npg:koi',
    );
  });
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('100%_\\ Win')).toBe('%100\\%\\_\\\\ win%');
  });
});
