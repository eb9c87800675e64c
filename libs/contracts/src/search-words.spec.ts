import { BUSINESS_CATEGORIES } from './categories';
import { CATEGORY_SEARCH_WORDS } from './search-words';

describe('CATEGORY_SEARCH_WORDS', () => {
  it('lists words in both languages for every category, the category id among the English ones', () => {
    for (const category of BUSINESS_CATEGORIES) {
      const { en, uk } = CATEGORY_SEARCH_WORDS[category];
      expect(en).toContain(category);
      expect(uk.length).toBeGreaterThan(0);
      expect(en.every((w) => /^[a-zé ]+$/.test(w))).toBe(true);
      expect(uk.every((w) => /^[а-щьюяєіїґ’]+$/.test(w))).toBe(true);
    }
  });

  it('holds the words the issue names', () => {
    expect(CATEGORY_SEARCH_WORDS.dining.uk).toContain('пекарня');
    expect(CATEGORY_SEARCH_WORDS.health.uk).toContain('стоматолог');
    expect(CATEGORY_SEARCH_WORDS.health.en).toContain('dentist');
    expect(CATEGORY_SEARCH_WORDS.beauty.uk).toContain('перукарня');
    expect(CATEGORY_SEARCH_WORDS.beauty.en).toContain('barber');
  });

  it('gives no word to two categories', () => {
    const all = BUSINESS_CATEGORIES.flatMap((c) => [
      ...CATEGORY_SEARCH_WORDS[c].en,
      ...CATEGORY_SEARCH_WORDS[c].uk,
    ]);
    expect(new Set(all).size).toBe(all.length);
  });
});
