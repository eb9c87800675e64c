import type { ContentLanguage } from '@byp/contracts';
import type { SearchColumns } from '@byp/nest-common';

/** Where svc-catalog keeps a business's search keys (nest-common search). */
export const BUSINESS_SEARCH_COLUMNS: SearchColumns = {
  names: 'b."searchNames"',
  text: 'b."searchText"',
  category: 'b.category',
};

/** The name a list is ordered by in each language (migration BilingualContent's order indexes). */
export const DISPLAY_NAME: Record<ContentLanguage, string> = {
  en: 'coalesce(b.name, b."nameUk")',
  uk: 'coalesce(b."nameUk", b.name)',
};
