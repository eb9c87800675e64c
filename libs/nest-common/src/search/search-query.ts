import {
  BUSINESS_CATEGORIES,
  CATEGORY_SEARCH_WORDS,
  CATEGORY_WORD_MAX_ENDING,
  CATEGORY_WORD_MIN_STEM,
  type BusinessCategory,
} from '@byp/contracts';
import { searchKey, searchKeyWords } from './normalize';

/** A visitor's `q`, ready for the SQL builders: its search key and the categories it names. */
export interface SearchQuery {
  /** searchKey(q); '' when q holds no letter or digit (such a query matches nothing). */
  key: string;
  /** Categories one of its words names (CATEGORY_SEARCH_WORDS); empty for tables without one. */
  categories: BusinessCategory[];
}

/** Each category's words as search keys, built once. */
const CATEGORY_KEYS = BUSINESS_CATEGORIES.map((category) => ({
  category,
  keys: [
    ...new Set([...CATEGORY_SEARCH_WORDS[category].en, ...CATEGORY_SEARCH_WORDS[category].uk].map(searchKey)),
  ],
}));

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

/** The categories a search key's words name, in display order. */
export function categoriesNamedBy(key: string): BusinessCategory[] {
  const words = searchKeyWords(key);
  const phrase = key;
  return CATEGORY_KEYS.filter(({ keys }) =>
    keys.some((listed) => listed === phrase || words.some((word) => sameStem(word, listed))),
  ).map(({ category }) => category);
}

/** Parses `q`; `withCategories: false` for tables with no category (communities, posts). */
export function parseSearchQuery(q: string, options: { withCategories?: boolean } = {}): SearchQuery {
  const key = searchKey(q);
  return { key, categories: key && options.withCategories !== false ? categoriesNamedBy(key) : [] };
}
