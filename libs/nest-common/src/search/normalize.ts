import cyrillicToTranslit from 'cyrillic-to-translit-js';

/** Ukraine's national romanisation (the library's 'uk' preset): Київ → Kyiv, Харків → Kharkiv. */
const ukrainianToLatin = cyrillicToTranslit({ preset: 'uk' });

/** The apostrophes people type in Ukrainian words (ʼ ' ’) and their look-alikes: all dropped. */
const APOSTROPHES = /['’ʼ‘`´ʹ]/g;

/**
 * Letters folded before romanising, so each variant a visitor may type lands on one form:
 * ґ is written г on many keyboards, and ї/і/и are swapped by people typing on a Russian layout.
 */
const CYRILLIC_FOLDS: Record<string, string> = { ґ: 'г', ї: 'і', и: 'і', ё: 'е', ы: 'і', э: 'е', ъ: '' };
const CYRILLIC_FOLD_PATTERN = /[ґїиёыэъ]/g;
/** Any Cyrillic letter: text without one skips the romaniser (a CSV import's 10,000 rows: 0.4 s). */
const CYRILLIC = /[\u0400-\u04ff]/;

/**
 * Older spellings (Russian-based romanisations, also what Киев, Львов, Одесса, Харьков romanise
 * to) mapped to the folded form of today's, word by word.
 */
const OLDER_SPELLINGS: Record<string, string> = {
  kiev: 'kiiv',
  lvov: 'lviv',
  odessa: 'odesa',
  kharkov: 'kharkiv',
};

/**
 * The search key of a text: lower case, no apostrophes or accents, Cyrillic romanised, ґ/г and
 * ї/і/и (and Latin y/i) folded, older city spellings replaced, and every run of other characters one
 * space. Stored text and queries go through the same function, so 'Київ', 'Kyiv', 'kiev', 'КИЇВ' and
 * 'Кіїв' all become 'kiiv', and 'мʼясо', "м'ясо", 'м’ясо' become 'miaso'. Latin y→i also makes the
 * standard's positional spellings (я = ya/ia, й = y/i, є = ye/ie) one.
 */
export function searchKey(text: string): string {
  const cyrillicFolded = text
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(CYRILLIC_FOLD_PATTERN, (c) => CYRILLIC_FOLDS[c]);
  const romanised = CYRILLIC.test(cyrillicFolded)
    ? ukrainianToLatin.transform(cyrillicFolded)
    : cyrillicFolded;
  const words = romanised
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/y/g, 'i')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((word) => OLDER_SPELLINGS[word] ?? word).join(' ');
}

/** The words of a search key (one space between them, see searchKey). */
export const searchKeyWords = (key: string): string[] => (key ? key.split(' ') : []);
