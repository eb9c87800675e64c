import type { EntityManager } from 'typeorm';
import { searchKey } from './normalize';
import { categoriesNamedBy, synonymsOf, type SearchQuery } from './search-query';
import { searchWordTableName, type SearchWordTable } from './search-word-table';

/**
 * Where a table keeps its search keys (SQL expressions, alias included), written by the service
 * with searchNamesKey / searchTextKey on every insert and update:
 * - `names`: searchNamesKey of the row's names (both languages);
 * - `text`: searchTextKey of names and descriptions (both languages), with a trigram GIN index;
 * - `category`: the row's business category, for tables that have one.
 */
export interface SearchColumns {
  names: string;
  text: string;
  category?: string;
  /**
   * Each name's key on its own (e.g. `split_part(names, E'\n', 2)` and `3` for an English and a
   * Ukrainian name), for tables with a btree index on them: searchTiers then finds exact names
   * and name prefixes by index range instead of re-checking every row holding the word.
   */
  nameKeys?: string[];
}

/** A SQL fragment and its TypeORM named parameters (all prefixed `search`). */
export interface SqlFragment {
  sql: string;
  params: Record<string, unknown>;
}

/** A rank of searchTiers: its condition, and on a table with nameKeys maybe the same rows in parts. */
export interface SearchTier extends SqlFragment {
  /**
   * Disjoint conditions whose rows together are the tier's, each a range of one name key's index
   * (exact-name and name-prefix ranks on a table with nameKeys): a UNION ALL of them, sorted, reads
   * index ranges only, where the OR of `sql` reads each matching row from the table.
   */
  parts?: string[];
  /**
   * The same rows as `sql`, for reading the rank by walking the list's order index (a name rank
   * the caller found to hold thousands of rows): substring tests no index serves (strpos on the
   * names key), so the planner has no index range to prefer over the walk, and each row walked
   * costs one or two substring searches where split_part copied each name key out of the row
   * (three times the walk's time for a place name that sorts late, such as 'Житомир').
   */
  walk?: string;
  /**
   * True for the other-name and description ranks: substring LIKEs (`'%word%'`) whose row estimate
   * Postgres takes from the few hundred values of the column's histogram, so a word in thousands of
   * rows may be guessed at ten and the reverse (it moves with each ANALYZE): a caller may test the
   * rank on the first rows of its list order before leaving the choice of plan to the planner.
   */
  contains?: boolean;
}

/** pg_trgm similarity a misspelt word needs to be corrected and searched ('bakry' ~ 'bakery': 0.44). */
export const TYPO_SIMILARITY = 0.4;
/** Similarity a word needs to be offered as 'Did you mean …?' once nothing matched (pg_trgm's `%`). */
export const SUGGESTION_SIMILARITY = 0.3;

/**
 * The stored names key: each name's searchKey between newlines, so one name is `\n<key>\n` and its
 * start `\n<key>`: exact-name and name-prefix ranks are LIKEs (keys hold no % or _).
 */
export function searchNamesKey(...names: (string | null | undefined)[]): string {
  const keys = names.filter((n): n is string => Boolean(n)).map(searchKey);
  return `\n${keys.join('\n')}\n`;
}

/** The stored text key: names and descriptions, each a line of its own (a term never spans two). */
export function searchTextKey(...texts: (string | null | undefined)[]): string {
  return searchNamesKey(...texts);
}

/** Named parameters for the synonyms' LIKE patterns. */
const synonymParams = (query: SearchQuery): Record<string, string> =>
  Object.fromEntries(query.synonyms.map((synonym, i) => [`searchSynonym${i}`, `%${synonym}%`]));

/**
 * `column` holds the query key or one of its synonyms: an OR of LIKEs (of trigram index scans,
 * where the planner takes the index). The key's own LIKE is left out when a
 * synonym is part of it ('perukarnia' holds 'perukar'): every row it finds, the synonym's finds,
 * and a located search tests these LIKEs on every row of the place (8,328 in Wimbledon at 100,000).
 */
const containsLikes = (column: string, query: SearchQuery): string => {
  const synonyms = query.synonyms.map((_, i) => `${column} LIKE :searchSynonym${i}`);
  const implied = query.synonyms.some((synonym) => query.key.includes(synonym));
  return (implied ? synonyms : [`${column} LIKE :searchContains`, ...synonyms]).join(' OR ');
};

/**
 * The exact stage: the query key, or a synonym of it in the other language, is a substring of the
 * text key, or the query names the row's category. Served by the trigram index on `text` (and the
 * category's index).
 */
export function searchMatch(columns: SearchColumns, query: SearchQuery): SqlFragment {
  const params: Record<string, unknown> = { searchContains: `%${query.key}%`, ...synonymParams(query) };
  let sql = containsLikes(columns.text, query);
  if (columns.category && query.categories.length) {
    // The category first: a row of it is settled by one comparison, not by every LIKE on its text.
    sql = `${columns.category} IN (:...searchCategories) OR ${sql}`;
    params.searchCategories = query.categories;
  }
  return { sql: `(${sql})`, params };
}

/**
 * Rank of an exact-stage row, lower first: 0 exact name (either language), 1 name prefix, 2 other
 * name match (a synonym in a name included), 3 description, 4 category only.
 */
export function searchRank(columns: SearchColumns, query: SearchQuery): SqlFragment {
  return {
    sql: `CASE
      WHEN ${columns.names} LIKE :searchExact THEN 0
      WHEN ${columns.names} LIKE :searchPrefix THEN 1
      WHEN ${containsLikes(columns.names, query)} THEN 2
      WHEN ${containsLikes(columns.text, query)} THEN 3
      ELSE 4 END`,
    params: {
      searchExact: `%\n${query.key}\n%`,
      searchPrefix: `%\n${query.key}%`,
      searchContains: `%${query.key}%`,
      ...synonymParams(query),
    },
  };
}

/**
 * The condition that a name key's first word differs from an earlier key's: the predicate of a
 * partial index on the later key, which searchTiers' name-prefix rank adds to that key's part for
 * a one-word query (written identically in both, so the planner can match them).
 */
export function firstWordsDiffer(nameKey: string, earlierKey: string): string {
  return `split_part(${nameKey}, ' ', 1) <> split_part(${earlierKey}, ' ', 1)`;
}

/**
 * searchRank's ranks as separate conditions, each excluding the ranks before it, for tables that
 * read a page rank by rank (each with its own ORDER BY and LIMIT, stopping once the page is full):
 * a common word's thousands of description matches are never sorted when names fill the page.
 * Element i holds the rows of rank i; together they are exactly searchMatch.
 */
export function searchTiers(columns: SearchColumns, query: SearchQuery): SearchTier[] {
  const params: Record<string, unknown> = {
    searchKey: query.key,
    searchKeyPrefix: `${query.key}%`,
    searchExact: `%\n${query.key}\n%`,
    searchPrefix: `%\n${query.key}%`,
    searchContains: `%${query.key}%`,
    searchNameStart: `\n${query.key}`,
    searchWholeName: `\n${query.key}\n`,
    ...synonymParams(query),
  };
  // The LIKEs decide. On a table with nameKeys the same tests on its indexed name keys (keys hold
  // no newline, % or _; a names key holds at most the names' lines) stand in for the first two
  // ranks' LIKEs, so the planner finds the exact or prefix names by index range alone: a LIKE
  // beside them invited the names' trigram index into the plan (its bitmap ANDed with the range's,
  // ten times the buffers for the same rows).
  const exact = `${columns.names} LIKE :searchExact`;
  const prefix = `${columns.names} LIKE :searchPrefix`;
  const byNameKeys = (test: (name: string) => string, like: string) =>
    columns.nameKeys ? `(${columns.nameKeys.map(test).join(' OR ')})` : like;
  const inNames = containsLikes(columns.names, query);
  const inText = containsLikes(columns.text, query);
  // Each name key's own rows, less those an earlier name key already has: the parts of a rank.
  const byEachNameKey = (test: (name: string) => string, and = '') =>
    columns.nameKeys?.map(
      (name, i, keys) =>
        [test(name), ...keys.slice(0, i).map((earlier) => `NOT ${test(earlier)}`)].join(' AND ') + and,
    );
  const isKey = (name: string) => `${name} = :searchKey`;
  const startsWithKey = (name: string) => `${name} LIKE :searchKeyPrefix`;
  // A key of one word starts a later name key only inside its first word: where an earlier key
  // has the same first word, that key starts with it too, and the row is the earlier part's. Said
  // outright (it changes no answer), so that a later key's index of only the rows whose first
  // words differ serves its part (svc-catalog's migration BusinessSearchNameFirstWords): a city's
  // name, first in both names, read all 10,000 entries of the Ukrainian key's range to exclude
  // every one of them.
  const prefixParts = byEachNameKey(startsWithKey, ` AND NOT ${exact}`)?.map((part, i) =>
    i === 0 || query.key.includes(' ')
      ? part
      : [
          part,
          ...columns.nameKeys!.slice(0, i).map((earlier) => firstWordsDiffer(columns.nameKeys![i], earlier)),
        ].join(' AND '),
  );
  // A name starts with the key where the names key holds a newline and the key; is the key where
  // it holds the key between newlines (the prefix and exact LIKEs, as substring searches). `<= 0`,
  // not `= 0`: the planner guesses a third of the rows for each inequality (the walk's LIMIT then
  // stops early), where an equality's guess of 0.5% made a sort of every row look cheaper.
  const walkPrefix = `strpos(${columns.names}, :searchNameStart) > 0 AND strpos(${columns.names}, :searchWholeName) <= 0`;
  const tiers: { sql: string; parts?: string[]; walk?: string; contains?: boolean }[] = [
    { sql: byNameKeys(isKey, exact), parts: byEachNameKey(isKey) },
    {
      sql: `${byNameKeys(startsWithKey, prefix)} AND NOT ${exact}`,
      parts: prefixParts,
      ...(columns.nameKeys ? { walk: walkPrefix } : {}),
    },
    { sql: `(${inNames}) AND NOT ${prefix}`, contains: true },
    // `IS NOT TRUE`, not `NOT`: Postgres turns NOT (a OR b) into NOT a AND NOT b, and orders
    // those single tests before the text's OR (they cost less), so a walk of the list tested every
    // row's names with each word before its text ('embroidery': 11,432 rows, each name four times).
    // The text first, the names only for the few rows whose text holds a word (names are never null).
    { sql: `(${inText}) AND (${inNames}) IS NOT TRUE`, contains: true },
  ];
  if (columns.category && query.categories.length) {
    tiers.push({ sql: `${columns.category} IN (:...searchCategories) AND NOT (${inText})` });
    params.searchCategories = query.categories;
  }
  return tiers.map(({ sql, parts, walk, contains }) => ({
    sql: `(${sql})`,
    params,
    ...(parts ? { parts: parts.map((part) => `(${part})`) } : {}),
    ...(walk ? { walk: `(${walk})` } : {}),
    ...(contains ? { contains } : {}),
  }));
}

const trgmSchemas = new WeakMap<object, Promise<string | null>>();

/** The schema pg_trgm is installed in (public, or the service's), or null without it; cached. */
export function trigramSchema(manager: EntityManager): Promise<string | null> {
  const key = manager.connection;
  let found = trgmSchemas.get(key);
  if (!found) {
    found = manager
      .query(
        `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
          WHERE e.extname = 'pg_trgm'`,
      )
      .then((rows: { schema: string }[]) => rows[0]?.schema ?? null);
    trgmSchemas.set(key, found);
  }
  return found;
}

/**
 * The typo stage's correction: each word of the query key (three letters or more, not a number)
 * replaced by its closest word in the table's dictionary (search-word-table.ts), found with
 * pg_trgm's `%` (similarity ≥ 0.3) on the dictionary's trigram index. Null when no word changed or
 * one has no close word; else the corrected query and the similarity of its least close word.
 */
export async function correctSearchQuery(
  manager: EntityManager,
  words: SearchWordTable,
  query: SearchQuery,
  options: { withCategories?: boolean } = {},
): Promise<{ query: SearchQuery; similarity: number } | null> {
  const schema = await trigramSchema(manager);
  if (!schema || !query.key) return null;
  // Each word it would correct is its own closest word: the answer is null without asking (a held
  // query that matched nothing under its filters, ~1 ms a search).
  const copied = dictionaryCopy(manager, dictionaryTable(words)).words;
  if (copied !== null && dictionaryWords(query.key).every((word) => correctsToItself(copied, word)))
    return null;
  const queryWords = query.key.split(' ');
  const rows: CorrectionRow[] = await manager.query(correctionSql(schema, words, '$1'), [queryWords]);
  return correctionOf(query, queryWords, rows, options);
}

/** A row of correctionSql: a query word's number and its closest dictionary word, if any. */
interface CorrectionRow {
  n: string;
  word: string | null;
  similarity: number | null;
}

/** The dictionary table's quoted name, e.g. "catalog"."business_search_word". */
const dictionaryTable = (words: SearchWordTable): string =>
  `"${words.schema.replace(/"/g, '')}"."${searchWordTableName(words)}"`;

/** Each query word (the text[] parameter `words`) with its closest dictionary word (see correctSearchQuery). */
function correctionSql(schema: string, words: SearchWordTable, wordsParam: string, where = ''): string {
  const s = `"${schema.replace(/"/g, '')}"`;
  const table = dictionaryTable(words);
  return `SELECT q.n, best.word, best.similarity
       FROM unnest(${wordsParam}::text[]) WITH ORDINALITY AS q(w, n)
       LEFT JOIN LATERAL (
         SELECT d."word", ${s}.similarity(d."word", q.w) AS similarity FROM ${table} d
          WHERE d."word" OPERATOR(${s}.%) q.w
          ORDER BY similarity DESC, d."word" LIMIT 1) best ON true
      WHERE length(q.w) >= 3 AND q.w !~ '^[0-9]+$'${where}`;
}

/** correctSearchQuery's answer from correctionSql's rows. */
function correctionOf(
  query: SearchQuery,
  queryWords: string[],
  rows: CorrectionRow[],
  options: { withCategories?: boolean },
): { query: SearchQuery; similarity: number } | null {
  let similarity = 1;
  const corrected = [...queryWords];
  for (const row of rows) {
    if (!row.word) return null;
    corrected[Number(row.n) - 1] = row.word;
    similarity = Math.min(similarity, Number(row.similarity));
  }
  const key = corrected.join(' ');
  if (key === query.key) return null;
  return {
    query: {
      key,
      categories: options.withCategories === false ? [] : categoriesNamedBy(key),
      synonyms: synonymsOf(key),
    },
    similarity,
  };
}

/**
 * Query keys (per dictionary) whose words the dictionary was found to hold, the oldest dropped past
 * HELD_QUERIES_KEPT. Words are only added to a dictionary, so such an answer stays true, and one
 * that went stale (a dictionary emptied by hand) costs only the stages it would have skipped: the
 * probe's round trip is paid once per word a visitor searches ('kyiv' under every filter), not
 * once per search.
 */
const heldQueries = new Set<string>();
const HELD_QUERIES_KEPT = 10_000;

/**
 * Each dictionary's words in one string, a newline before and after each word, per connection and
 * table; null until read, and for a dictionary over DICTIONARY_COPY_MAX_CHARS. Words are only added
 * to a dictionary, so a word inside one of the copy's words is inside one of the table's: a query
 * the copy holds needs no probe (a round trip of ~1 ms for every query seen for the first time).
 * One it lacks is probed as before; a probe finding a word the copy lacks reads the copy again
 * (at most every DICTIONARY_COPY_REREAD_MS). A copy holding a word since gone (a dictionary emptied
 * by hand) costs only the stages the probe would have skipped, as heldQueries does.
 */
interface DictionaryCopy {
  words: string | null;
  readAt: number;
  reading: boolean;
}
const dictionaryCopies = new WeakMap<object, Map<string, DictionaryCopy>>();
const DICTIONARY_COPY_MAX_CHARS = 4_000_000;
const DICTIONARY_COPY_REREAD_MS = 10_000;

/** The copy of `table` for this connection, its first read started (not awaited) on first use. */
function dictionaryCopy(manager: EntityManager, table: string): DictionaryCopy {
  let copies = dictionaryCopies.get(manager.connection);
  if (!copies) dictionaryCopies.set(manager.connection, (copies = new Map()));
  let copy = copies.get(table);
  if (!copy) {
    copies.set(table, (copy = { words: null, readAt: 0, reading: false }));
    readDictionaryCopy(manager, table, copy);
  }
  return copy;
}

/** Reads the copy again in the background, unless it was read in the last DICTIONARY_COPY_REREAD_MS. */
function readDictionaryCopy(manager: EntityManager, table: string, copy: DictionaryCopy): void {
  if (copy.reading || Date.now() - copy.readAt < DICTIONARY_COPY_REREAD_MS) return;
  copy.reading = true;
  copy.readAt = Date.now();
  manager
    .query(
      `SELECT t.chars, CASE WHEN t.chars <= $1 THEN (SELECT string_agg(d."word", E'\\n') FROM ${table} d) END AS words
         FROM (SELECT coalesce(sum(length(d."word") + 1), 0) AS chars FROM ${table} d) t`,
      [DICTIONARY_COPY_MAX_CHARS],
    )
    .then((rows: { chars: string; words: string | null }[]) => {
      const [{ chars, words }] = rows;
      // Too large to keep: every query probed, as before the copy, and the copy not read again.
      if (Number(chars) > DICTIONARY_COPY_MAX_CHARS) copy.readAt = Number.POSITIVE_INFINITY;
      else copy.words = `\n${words ?? ''}\n`;
    })
    // Without a copy every query is probed, as before it.
    .catch(() => undefined)
    .finally(() => (copy.reading = false));
}

/** pg_trgm's trigrams of one word of letters a-z and digits: two spaces before it, one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return trigrams;
}

const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * True when correctionSql would answer `word` itself: it is a whole word of the copy (similarity
 * 1), and no other copied word with the same trigrams (similarity 1 too) sorts before it (the
 * statement's tie-break). Such a rival starts with the word's first two letters (its '  a' and
 * ' ab' trigrams) and ends with its last two. Words of other letters are left to the statement
 * (pg_trgm's idea of a word's letters is not judged here).
 */
function correctsToItself(copied: string, word: string): boolean {
  if (!PLAIN_WORD.test(word) || !copied.includes(`\n${word}\n`)) return false;
  const own = trigramsOf(word);
  const head = `\n${word.slice(0, 2)}`;
  for (let at = copied.indexOf(head); at !== -1; at = copied.indexOf(head, at + 1)) {
    const other = copied.slice(at + 1, copied.indexOf('\n', at + 1));
    if (other >= word || !other.endsWith(word.slice(-2))) continue;
    if (!PLAIN_WORD.test(other)) return false;
    const theirs = trigramsOf(other);
    if (theirs.size === own.size && [...own].every((trigram) => theirs.has(trigram))) return false;
  }
  return true;
}

/** True when every word of the key, or of a synonym, is inside a word of the copy (as the probe's LIKEs). */
const copyHolds = (words: string, query: SearchQuery): boolean =>
  [query.key, ...query.synonyms].some((phrase) =>
    dictionaryWords(phrase).every((word) => words.includes(word)),
  );

/** The words of a phrase the dictionary can rule on: three letters or more, not a number. */
const dictionaryWords = (phrase: string): string[] =>
  phrase.split(' ').filter((word) => [...word].length >= 3 && !/^[0-9]+$/.test(word));

/**
 * True when the dictionary alone can tell that nothing matches `query`: it names no category, and
 * its key and each synonym hold a word of three letters or more, not a number. A phrase is in a
 * row's text only where each of its words is inside one of the row's words (a query word holds no
 * space), and every word of three letters or more of every row is in the dictionary (kept by
 * triggers, words only added): a word of the phrase no dictionary word holds means no row holding
 * the phrase ('kyiv barbrs': no word holds 'barbrs').
 */
export function dictionaryDecides(query: SearchQuery): boolean {
  return (
    query.categories.length === 0 &&
    [query.key, ...query.synonyms].every((phrase) => dictionaryWords(phrase).length > 0)
  );
}

/**
 * A text key's words as an array, split as the dictionary splits the text (searchWordTableUp), and
 * on a table with a category the row's category as one more element, `:<category>` (a key's words
 * hold no colon): the expression of the GIN index searchWordsHeld reads (svc-catalog's migration
 * BusinessSearchWords), so a key's words under a category filter are one index scan.
 */
export const searchWordsArray = (textColumn: string, categoryColumn?: string): string =>
  categoryColumn
    ? `(regexp_split_to_array(${textColumn}, '\\s+') || (':' || ${categoryColumn}))`
    : `regexp_split_to_array(${textColumn}, '\\s+')`;

/**
 * A condition every row holding the query's key in `columns.text` meets, for tables with an index
 * on searchWordsArray(text, category): for each word of the key the dictionary can rule on (three
 * letters or more, not a number), the row has a word holding it, one of the dictionary's words that
 * do (dictionaryDecides' reasoning: a key's word sits inside one of the row's words, each of which
 * the dictionary has); with `category`, the row is of it. Null without such words, or with a synonym
 * or a category the query names (rows the key's own words need not be in). A LIKE of a two-word key
 * ANDs some twenty trigrams' posting lists of ~10,000 rows each at 100,000 businesses ('chernihiv
 * stomatolohiia': 12 of a statement's 19 ms); this reads two words' lists (1 ms, the same 667
 * rows). The LIKEs stay, as a filter on the rows found. `minWords`: fewer such words and null.
 */
export function searchWordsHeld(
  words: SearchWordTable,
  columns: SearchColumns,
  query: SearchQuery,
  options: { minWords?: number; category?: string } = {},
): SqlFragment | null {
  if (query.synonyms.length || query.categories.length) return null;
  const held = [...new Set(dictionaryWords(query.key))];
  if (held.length === 0 || held.length < (options.minWords ?? 1)) return null;
  const array = searchWordsArray(columns.text, columns.category);
  const conditions = held.map(
    (_, i) =>
      `${array} && (SELECT coalesce(array_agg(d."word"), '{}') FROM ${dictionaryTable(words)} d WHERE d."word" LIKE :searchHeldWord${i})`,
  );
  const params: Record<string, unknown> = Object.fromEntries(
    held.map((word, i) => [`searchHeldWord${i}`, `%${word}%`]),
  );
  if (options.category && columns.category) {
    conditions.push(`${array} @> ARRAY[:searchHeldCategory]::text[]`);
    params.searchHeldCategory = `:${options.category}`;
  }
  return { sql: `(${conditions.join(' AND ')})`, params };
}

/**
 * For a query the dictionary decides (dictionaryDecides), in ONE statement: whether the key or a
 * synonym has each of its words held by a dictionary word and, when neither has, its correction
 * (correctSearchQuery's, read only then). `found: true`: the exact stage is to be run;
 * `found: false`: the exact stage would match nothing, and `correction` is what correctSearchQuery
 * would answer. Null when the dictionary cannot decide (or pg_trgm is missing): run the stages as
 * usual. A misspelt query then costs this small statement instead of the exact stage's (its
 * planning alone is several times this one's time), and its correction no round trip of its own.
 */
export async function findInSearchWords(
  manager: EntityManager,
  words: SearchWordTable,
  query: SearchQuery,
  options: { withCategories?: boolean } = {},
): Promise<
  { found: true } | { found: false; correction: { query: SearchQuery; similarity: number } | null } | null
> {
  if (!dictionaryDecides(query)) return null;
  const table = dictionaryTable(words);
  const known = `${table}\n${query.key}`;
  if (heldQueries.has(known)) return { found: true };
  const copy = dictionaryCopy(manager, table);
  if (copy.words !== null && copyHolds(copy.words, query)) return { found: true };
  const schema = await trigramSchema(manager);
  if (!schema) return null;
  const patterns: string[] = [];
  const held = (word: string) => {
    patterns.push(`%${word}%`);
    return `EXISTS (SELECT 1 FROM ${table} d WHERE d."word" LIKE $${patterns.length + 1})`;
  };
  const found = [query.key, ...query.synonyms]
    .map((phrase) => `(${dictionaryWords(phrase).map(held).join(' AND ')})`)
    .join(' OR ');
  const queryWords = query.key.split(' ');
  const rows: (Partial<CorrectionRow> & { found: boolean })[] = await manager.query(
    `WITH probe AS MATERIALIZED (SELECT ${found} AS found)
     SELECT probe.found, c.* FROM probe
       LEFT JOIN LATERAL (${correctionSql(schema, words, '$1', ' AND NOT probe.found')}) c ON true`,
    [queryWords, ...patterns],
  );
  if (rows[0]?.found !== false) {
    if (rows[0]?.found === true) readDictionaryCopy(manager, table, copy);
    if (heldQueries.size >= HELD_QUERIES_KEPT) heldQueries.delete(heldQueries.values().next().value!);
    heldQueries.add(known);
    return { found: true };
  }
  const corrections = rows.filter((row): row is CorrectionRow & { found: boolean } => row.n != null);
  return { found: false, correction: correctionOf(query, queryWords, corrections, options) };
}

/** Search answer: the page of rows, and a suggestion when nothing matched but a name is close. */
export interface SearchOutcome<T> {
  rows: T[];
  didYouMean: string | null;
}

/** One page of the exact stage, and whether that stage matched any row at all (before the page too). */
export interface ExactPage<T> {
  rows: T[];
  /**
   * True when a row matched, on this page or an earlier one: a later page that came back empty is
   * the end of the list, not a typo. A stage that reads the rows before the page anyway (ids up to
   * the page's end) knows this without another query.
   */
  matched: boolean;
}

/**
 * The one search flow: the exact stage; when it matched nothing at all, the query corrected word
 * by word (`correct`, see correctSearchQuery): close enough (TYPO_SIMILARITY), its exact stage
 * answers, whatever it finds; a looser correction is not searched but offered as 'Did you mean'
 * when it has a match (`suggest`: its first match's name, in the visitor's language).
 */
export async function searchInStages<T>(stages: {
  exact: (query: SearchQuery) => Promise<ExactPage<T>>;
  correct: () => Promise<{ query: SearchQuery; similarity: number } | null>;
  suggest: (corrected: SearchQuery) => Promise<string | null>;
  query: SearchQuery;
  firstPage: boolean;
  /**
   * Optional (findInSearchWords): asked first; `found: false` stands for an exact stage that
   * matched nothing and brings its correction, so neither `exact` nor `correct` runs for the query.
   */
  find?: () => Promise<
    { found: true } | { found: false; correction: { query: SearchQuery; similarity: number } | null } | null
  >;
}): Promise<SearchOutcome<T>> {
  const found = stages.find ? await stages.find() : null;
  let correction: { query: SearchQuery; similarity: number } | null;
  if (found?.found === false) correction = found.correction;
  else {
    const exact = await stages.exact(stages.query);
    if (exact.matched) return { rows: exact.rows, didYouMean: null };
    correction = await stages.correct();
  }
  if (!correction) return { rows: [], didYouMean: null };
  if (correction.similarity >= TYPO_SIMILARITY) {
    const typo = await stages.exact(correction.query);
    // `suggest` would ask for the first match of this same query under the same filters: the
    // typo stage just found none ('Kyiv Barbrs' in health: a 67 ms walk of the whole list for
    // nothing, at 100,000 businesses).
    return { rows: typo.rows, didYouMean: null };
  }
  return { rows: [], didYouMean: stages.firstPage ? await stages.suggest(correction.query) : null };
}
