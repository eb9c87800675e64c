import {
  BUSINESS_CATEGORIES,
  CATEGORY_SEARCH_WORDS,
  CATEGORY_WORD_MAX_ENDING,
  CATEGORY_WORD_MIN_STEM,
  SEARCH_SYNONYMS,
  type BusinessCategory,
} from '@byp/contracts';
import { searchKey } from './normalize';

/** A visitor's `q`, ready for the SQL builders: its search key and the categories it names. */
export interface SearchQuery {
  /** searchKey(q); '' when q holds no letter or digit (such a query matches nothing). */
  key: string;
  /** Categories the query names (CATEGORY_SEARCH_WORDS); empty for tables without one. */
  categories: BusinessCategory[];
  /** Keys of the words the query means in the other language too (SEARCH_SYNONYMS), itself left out. */
  synonyms: string[];
}

/** Each category's words as search keys, built once. */
const CATEGORY_KEYS = BUSINESS_CATEGORIES.map((category) => ({
  category,
  keys: [
    ...new Set([...CATEGORY_SEARCH_WORDS[category].en, ...CATEGORY_SEARCH_WORDS[category].uk].map(searchKey)),
  ],
}));

/** Each synonym group as search keys, built once. */
const SYNONYM_KEYS = SEARCH_SYNONYMS.map((group) => [...new Set([...group.en, ...group.uk].map(searchKey))]);

/** True when one word is the other plus a short ending ('пекарні' ~ 'пекарня', 'bakeries' ~ 'bakery'). */
function sameStem(queryWord: string, listed: string): boolean {
  if (queryWord === listed) return true;
  const [shorter, longer] = queryWord.length <= listed.length ? [queryWord, listed] : [listed, queryWord];
  if (shorter.length < CATEGORY_WORD_MIN_STEM || longer.length - shorter.length > CATEGORY_WORD_MAX_ENDING)
    return false;
  // A listed word of five letters or more stands for its inflections: compare on the stem without
  // its last letter, so 'пекарня' (pekarnia) also meets 'пекарню' (pekarniu). Shorter words must
  // be a whole prefix ('shop' meets 'shops', not 'shot').
  const stem = shorter.length > CATEGORY_WORD_MIN_STEM ? shorter.slice(0, -1) : shorter;
  return longer.startsWith(stem);
}

/** The categories a query names: the whole query is one of a category's words or phrases. */
export function categoriesNamedBy(key: string): BusinessCategory[] {
  return CATEGORY_KEYS.filter(({ keys }) => keys.some((listed) => sameStem(key, listed))).map(
    ({ category }) => category,
  );
}

/** The other words of every synonym group the whole query belongs to. */
export function synonymsOf(key: string): string[] {
  const found = [
    ...new Set(SYNONYM_KEYS.filter((keys) => keys.some((listed) => sameStem(key, listed))).flat()),
  ].filter((synonym) => !synonym.includes(key));
  // A word holding another one is found by that one's LIKE already ('khlibopekarnia' by 'pekarnia'):
  // one trigram index scan fewer per such word.
  return found.filter((synonym) => !found.some((other) => other !== synonym && synonym.includes(other)));
}

/** Parses `q`; `withCategories: false` for tables with no category (communities, posts). */
export function parseSearchQuery(q: string, options: { withCategories?: boolean } = {}): SearchQuery {
  const key = searchKey(q);
  if (!key) return { key, categories: [], synonyms: [] };
  return {
    key,
    categories: options.withCategories !== false ? categoriesNamedBy(key) : [],
    synonyms: synonymsOf(key),
  };
}
