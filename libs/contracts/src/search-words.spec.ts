import { BUSINESS_CATEGORIES } from './categories';
import { CATEGORY_SEARCH_WORDS, SEARCH_SYNONYMS } from './search-words';

describe('CATEGORY_SEARCH_WORDS', () => {
  it('lists words in both languages for every category, the category id among the English ones', () => {
    for (const category of BUSINESS_CATEGORIES) {
      const { en, uk } = CATEGORY_SEARCH_WORDS[category];
      expect(en).toContain(category);
      expect(uk.length).toBeGreaterThan(0);
      expect(en.every((w) => /^[a-zé -]+$/.test(w))).toBe(true);
      expect(uk.every((w) => /^[а-щьюяєіїґ’ -]+$/.test(w))).toBe(true);
    }
  });

  it('pairs each synonym group across the two languages', () => {
    for (const { en, uk } of SEARCH_SYNONYMS) {
      expect(en.length).toBeGreaterThan(0);
      expect(uk.length).toBeGreaterThan(0);
      expect(en.every((w) => /^[a-zé -]+$/.test(w))).toBe(true);
      expect(uk.every((w) => /^[а-щьюяєіїґ’ -]+$/.test(w))).toBe(true);
    }
  });

  it('holds the words the issue names', () => {
    expect(SEARCH_SYNONYMS).toContainEqual(
      expect.objectContaining({
        en: expect.arrayContaining(['bakery']),
        uk: expect.arrayContaining(['пекарня']),
      }),
    );
    expect(CATEGORY_SEARCH_WORDS.health.uk).toContain('стоматолог');
    expect(CATEGORY_SEARCH_WORDS.health.en).toContain('dentist');
    expect(CATEGORY_SEARCH_WORDS.beauty.uk).toContain('перукарня');
    expect(CATEGORY_SEARCH_WORDS.beauty.en).toContain('barber');
  });

  it('gives no word to two categories', () => {
    // (a word may name a category and have synonyms too: 'стоматолог' is both)
    const all = BUSINESS_CATEGORIES.flatMap((c) => [
      ...CATEGORY_SEARCH_WORDS[c].en,
      ...CATEGORY_SEARCH_WORDS[c].uk,
    ]);
    expect(new Set(all).size).toBe(all.length);
  });
});
