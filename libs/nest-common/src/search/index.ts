/**
 * Search (issue 23): ONE behaviour for businesses, communities and posts.
 *
 * - Keys, not raw text: `searchKey(text)` lower-cases, drops the apostrophes (ʼ ' ’) and accents,
 *   folds ґ→г and ї/і/и, romanises Cyrillic with cyrillic-to-translit-js (Ukraine's national
 *   standard), folds Latin y→i and maps Kiev/Lvov/Odessa/Kharkov (and Киев, Львов, ...) to today's
 *   spellings. Queries and stored text go through it, so either script finds either.
 * - Storage: each searchable row keeps two text columns written by its service on every write:
 *   `searchNamesKey(nameEn, nameUk)` and `searchTextKey(nameEn, nameUk, descriptionEn, ...)`,
 *   the latter with a pg_trgm GIN index (`gin_trgm_ops`).
 * - Query: `parseSearchQuery(q)` gives the key and the categories its words name (word lists in
 *   @byp/contracts search-words.ts). `searchMatch` (WHERE) and `searchRank` (ORDER BY: exact name,
 *   name prefix, other name match, description, category) are the exact stage, parameterised by
 *   the table's columns (`SearchColumns`).
 * - Typos: only when the exact stage found nothing, each query word is corrected to its closest
 *   word (pg_trgm similarity) in the table's dictionary (`searchWordTableUp`: a word table kept by
 *   triggers, with its own trigram index) by `correctSearchQuery`; at TYPO_SIMILARITY the corrected
 *   query's exact stage answers, else (SUGGESTION_SIMILARITY) its first match's name becomes the
 *   `X-Did-You-Mean` header (`setDidYouMeanHeader`). `searchInStages` runs that flow; with
 *   `findInSearchWords` a one-word query no dictionary word holds skips the exact stage (one small
 *   statement asks the dictionary and corrects).
 * - Plans: a rank read rank by rank may carry `walk` (the same rows as substring tests no index
 *   serves, for walking the list order) and `contains` (a substring rank whose row estimate comes
 *   from a histogram: the caller may look for its page in the first rows of the list order first).
 */
export * from './normalize';
export * from './search-query';
export * from './search-sql';
export * from './did-you-mean';
export * from './search-word-table';
