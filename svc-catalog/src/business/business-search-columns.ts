import type { ContentLanguage } from '@byp/contracts';
import type { SearchColumns, SearchWordTable } from '@byp/nest-common';

/** Where svc-catalog keeps a business's search keys (nest-common search). */
export const BUSINESS_SEARCH_COLUMNS: SearchColumns = {
  names: 'b."searchNames"',
  text: 'b."searchText"',
  category: 'b.category',
  // The English and the Ukrainian name's key (businessSearchNames), each with a btree index
  // (migration BusinessSearchTierIndexes).
  nameKeys: [`split_part(b."searchNames", E'\\n', 2)`, `split_part(b."searchNames", E'\\n', 3)`],
};

/** The name a list is ordered by in each language (migration BilingualContent's order indexes). */
export const DISPLAY_NAME: Record<ContentLanguage, string> = {
  en: 'coalesce(b.name, b."nameUk")',
  uk: 'coalesce(b."nameUk", b.name)',
};

/** The typo stage's dictionary of the business search keys (migration BilingualContent). */
export const BUSINESS_SEARCH_WORDS: SearchWordTable = {
  schema: 'catalog',
  table: 'business',
  textColumn: 'searchText',
};
