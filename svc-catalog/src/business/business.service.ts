import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { BUSINESS_CATEGORIES, MESSAGES, type ContentLanguage } from '@byp/contracts';
import {
  containsPattern,
  parseSearchQuery,
  searchInStages,
  searchMatch,
  searchRank,
  searchTiers,
  searchWordsHeld,
  correctSearchQuery,
  findInSearchWords,
  ModerationLogService,
  type ModerationLine,
  type SearchQuery,
  type SearchTier,
} from '@byp/nest-common';
import { localized, requireOneLanguage, slot } from '../content-language/bilingual';
import { BUSINESS_SEARCH_COLUMNS, BUSINESS_SEARCH_WORDS, DISPLAY_NAME } from './business-search-columns';
import { BusinessEntity } from './business.entity';
import { PhotoStore } from '@byp/nest-common';
import { serializeJson, type JsonAnswer } from './json-answer';
import {
  cappedTotal,
  countPublicBusinesses,
  totalOfPage,
  TOTAL_COUNT_CAP,
  type ListTotal,
} from './business-list-count';
import { isOpenAt, openingSchedules } from './opening-hours';
import {
  listBusinessesForAdmin,
  type AdminBusinessesQuery,
  type AdminBusinessPageDto,
} from './admin-business-query';
import {
  toBusinessResponse,
  type BusinessResponseDto,
  type CategoryCountDto,
  type CreateBusinessDto,
  type CreatePublicBusinessDto,
  type ListBusinessesQuery,
  type UpdateBusinessDto,
} from './business.dto';

export const BUSINESS_NOT_FOUND = 'Business not found';

/**
 * A public list page, the number of matches on every page (X-Total-Count) and, for a search that
 * found nothing, a close name ('Did you mean').
 */
export interface BusinessListJson {
  answer: JsonAnswer;
  total: ListTotal;
  didYouMean: string | null;
}

/** The columns of a public answer, read by listPublic under these names. */
const PUBLIC_COLUMNS = [
  'id',
  'slug',
  'name',
  'nameUk',
  'description',
  'descriptionUk',
  'category',
  'address',
  'area',
  'website',
  'phone',
  'email',
  'instagram',
  'tiktok',
  'heroImage',
  'galleryImages',
  'latitude',
  'longitude',
  'openingHours',
  'averageRating',
  'totalReviews',
  'isVerified',
  'isPremium',
  'isApproved',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof BusinessEntity)[];

/**
 * The list filters as the queries apply them: with openNow, `openHours` holds the distinct
 * opening_hours values that are open at the request's instant (see openHoursNow).
 */
export type ListFilters = ListBusinessesQuery & { openHours?: readonly string[] };

/**
 * The list filters as one WHERE condition on alias `b` with TypeORM named parameters: approved,
 * then location, category and the open-now hours when given. `location` is a LIKE on placeText
 * (lower(address + newline + area)), served by its trigram index; a location holding a newline
 * tests address and area apart (a term never spans the two).
 */
export function filterSql(
  query: ListFilters,
  options: { categoryIndexed?: boolean; approvedIndexed?: boolean } = {},
): { sql: string; params: Record<string, unknown> } {
  // `+ 0` keeps the approved flag out of the index conditions and out of the row estimate (an
  // expression's equality is guessed at 0.5% of the rows): see exactPage's count.
  const parts = [options.approvedIndexed === false ? 'b."isApproved" + 0 = 1' : 'b."isApproved" = 1'];
  const params: Record<string, unknown> = {};
  if (query.location) {
    params.locationPattern = containsPattern(query.location);
    parts.push(
      query.location.includes('\n')
        ? '(lower(b.address) LIKE :locationPattern OR lower(b.area) LIKE :locationPattern)'
        : 'b."placeText" LIKE :locationPattern',
    );
  }
  if (query.category) {
    // `|| ''` keeps the category out of the index conditions: a test on the few rows the trigram
    // scan leaves instead of a bitmap of the category's every row (one in nine) ANDed with them.
    parts.push(options.categoryIndexed === false ? `b.category || '' = :category` : 'b.category = :category');
    params.category = query.category;
  }
  if (query.openHours) {
    parts.push('b."openingHours" = ANY(:openHours)');
    params.openHours = query.openHours;
  }
  return { sql: parts.join(' AND '), params };
}

/**
 * The search keys as expressions no trigram index serves (`|| ''`): for reads the words' index
 * drives (searchWordsHeld), where the LIKEs only filter the rows it finds.
 */
const UNINDEXED_SEARCH_COLUMNS = {
  ...BUSINESS_SEARCH_COLUMNS,
  names: `(${BUSINESS_SEARCH_COLUMNS.names} || '')`,
  text: `(${BUSINESS_SEARCH_COLUMNS.text} || '')`,
};

/**
 * Up to this many rows, a search rank held in name key indexes (exact name, name prefix) is read
 * from them and sorted; from this many, by walking the list's order index. At 100,000 businesses
 * a sort of n rows costs about n index entries and a walk about limit × 100,000 ÷ n: even near
 * 1,500–2,000 for a page of 20–50. A walk costs more when the matches sit late in the list order
 * (a city that sorts last), so the sort is kept up to the upper end.
 */
const RANK_SORT_LIMIT = 2000;

/**
 * A substring rank (other name, description) is first looked for in this many list rows per row of
 * the page's end: found there (a word in one row of twenty or more, spread over the list), the walk
 * has read at most this; else the planner chooses (searchTiers' `contains`).
 */
const RANK_SAMPLE_ROWS = 20;

/** Drops keys whose value is undefined, so a PATCH touches only what was sent. */
function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined)) as Partial<T>;
}

@Injectable()
export class BusinessService {
  constructor(
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    private readonly photos: PhotoStore,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /**
   * listPublic serialized, with the 'Did you mean' name of a search that found nothing. Nothing
   * is kept here: the gateway keeps the answer (docs/architecture.md, "Caching").
   */
  async listPublicJson(listQuery: ListBusinessesQuery, lang: ContentLanguage): Promise<BusinessListJson> {
    // The open-now hours once, so the page and its count read the same instant.
    const query = await this.withOpenHours(listQuery);
    const { manager } = this.businesses;
    // The spec's full array tells its own total; a page is counted beside it, on another
    // connection, and a page that turns out short tells the total instead (past the cap too).
    const whole = query.limit === undefined && !query.offset;
    // A search counts in its own statements (exactPage: only a full page runs its count), so no
    // second connection re-tests which query answered.
    const counted = whole || query.q ? null : countPublicBusinesses(manager, query);
    const [{ rows, didYouMean, matches }, count] = await Promise.all([
      this.listPublic(query, lang, { count: !whole }),
      counted,
    ]);
    const searched = matches === undefined ? null : cappedTotal(matches);
    const total = totalOfPage(query, rows.length) ?? count ?? searched ?? { exact: rows.length };
    return { answer: serializeJson(rows, `total=${JSON.stringify(total)}`), total, didYouMean };
  }

  /** The filters with the open-now hours filled in when `openNow` asks for them (see openHoursNow). */
  async withOpenHours(query: ListBusinessesQuery): Promise<ListFilters> {
    return query.openNow ? { ...query, openHours: await this.openHoursNow(this.businesses.manager) } : query;
  }

  /**
   * The distinct opening_hours values of approved businesses that are open at `now` (London
   * time). Businesses share few values, so each is evaluated once (its parse is kept) and the
   * list's query keeps only rows holding one of them: the filter joins any search, category,
   * location or page as one more condition, and every page and count stays exact.
   */
  private async openHoursNow(manager: EntityManager, now = new Date()): Promise<string[]> {
    const rows: { openingHours: string }[] = await manager.query(
      `SELECT DISTINCT "openingHours" FROM "catalog"."business"
        WHERE "isApproved" = 1 AND "openingHours" IS NOT NULL`,
    );
    return rows.map((row) => row.openingHours).filter((value) => isOpenAt(value, now));
  }

  /** countByCategory serialized. */
  async countByCategoryJson(): Promise<JsonAnswer> {
    return serializeJson(await this.countByCategory());
  }

  /**
   * Approved businesses matching the visitor's filters, texts in `lang`. Without `q`: premium
   * first, then by name in `lang`. With `q`: the shared search (nest-common search) in its stages,
   * matches ranked (exact name, name prefix, other name, description, category), then premium,
   * then name; a misspelt query is corrected word by word against business_search_word first. `location` stays a LIKE on placeText
   * (lower(address + newline + area)), served by its trigram index.
   */
  async listPublic(
    listQuery: ListFilters,
    lang: ContentLanguage,
    options: { count?: boolean } = {},
  ): Promise<{ rows: BusinessResponseDto[]; didYouMean: string | null; matches?: number }> {
    const query: ListFilters =
      listQuery.openNow && !listQuery.openHours ? await this.withOpenHours(listQuery) : listQuery;
    if (query.openHours?.length === 0) return { rows: [], didYouMean: null };
    if (!query.q) {
      const qb = this.filtered(this.businesses.manager, query);
      qb.orderBy('b.isPremium', 'DESC').addOrderBy(DISPLAY_NAME[lang], 'ASC').addOrderBy('b.id', 'ASC');
      return { rows: await this.page(qb, query, lang), didYouMean: null };
    }
    const search = parseSearchQuery(query.q);
    if (!search.key) return { rows: [], didYouMean: null, matches: 0 };
    const scheduleOf = openingSchedules();
    // A full page of a paged search counts its matches (exactPage).
    const counting = options.count === true && query.limit !== undefined;
    const manager = this.businesses.manager;
    // The matches of the stage that answered (the query, else its correction): none until one does.
    let matches = 0;
    const outcome = await searchInStages({
      query: search,
      firstPage: !query.offset,
      exact: async (q) => {
        const page = await this.exactPage(manager, query, q, lang, { count: counting });
        matches = page.matches;
        return { rows: page.rows.map((b) => toBusinessResponse(b, lang, scheduleOf)), matched: page.matched };
      },
      correct: () => correctSearchQuery(manager, BUSINESS_SEARCH_WORDS, search),
      // A one-word query no dictionary word holds is a typo before the exact stage is planned.
      find: () => findInSearchWords(manager, BUSINESS_SEARCH_WORDS, search),
      suggest: async (corrected) => {
        const {
          rows: [first],
        } = await this.exactPage(manager, { ...query, limit: 1, offset: 0 }, corrected, lang);
        return first ? localized(first.name, first.nameUk, lang) : null;
      },
    });
    return { ...outcome, matches };
  }

  /** Approved businesses passing the location and category filters (no order, no columns yet). */
  private filtered(manager: EntityManager, query: ListFilters): SelectQueryBuilder<BusinessEntity> {
    const filters = filterSql(query);
    return manager.getRepository(BusinessEntity).createQueryBuilder('b').where(filters.sql, filters.params);
  }

  /**
   * One page of the exact search stage as raw public rows (see page()), in rank order, then premium,
   * then name in `lang`, and whether the stage matched any row, in ONE statement (one round trip;
   * a full page's count without a location is a second one, run beside it, see below):
   * - `hits`: the ids up to the page's end (offset + limit), a rank wholly before the page costs
   *   its ids only. With a location one scan of the text-and-place trigram index narrows the rows
   *   to the few holding both: one ranked ORDER BY sorts them. Without one, rank by rank
   *   (searchTiers): each rank a `UNION ALL` branch read in list order with its own LIMIT (by an
   *   index-only scan of an order index when its matches are many; the name ranks in parts, see
   *   below); Postgres runs the branches of an Append in order and the
   *   outer LIMIT stops it once the page is full, so a later rank is never read and a common
   *   word's thousands of matches are never sorted. (No ORDER BY over the union: it would run
   *   every branch first.)
   * - the page: those ids after `offset`, joined to their rows, in hits' order;
   * - `matched`: the count of hits, on a row of its own kind when the page is empty, so a later
   *   empty page is known to follow matches (the end of the list, not a typo).
   */
  private async exactPage(
    manager: EntityManager,
    query: ListFilters,
    asked: SearchQuery,
    lang: ContentLanguage,
    options: { count?: boolean } = {},
  ): Promise<{ rows: BusinessEntity[]; matched: boolean; matches: number }> {
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? null : offset + query.limit;
    // Under a category filter, the query's own category words either hold for every row left
    // (the filter is one of them) or for none: the same rows without an OR of the category's index.
    const search: SearchQuery = query.category
      ? { ...asked, categories: asked.categories.includes(query.category) ? [query.category] : [] }
      : asked;
    // With a location, one scan of the text-and-place trigram index leaves the few rows holding
    // both; the category is checked on those, unless the query names that category (then every
    // row of it matches, and the category's index is what narrows them).
    const filters = filterSql(query, {
      categoryIndexed: !query.location || search.categories.length > 0,
    });
    const order = `b."isPremium" DESC, ${DISPLAY_NAME[lang]} ASC, b.id ASC`;
    const from = `FROM "catalog"."business" b WHERE ${filters.sql}`;
    let hits: string;
    const gates: string[] = [];
    let params: Record<string, unknown> = {
      ...filters.params,
      searchEnd: end,
      searchOffset: offset,
      // Under a category filter the walk reads about nine entries of the order index per row of
      // the category: a ninth of the rows, so the sample reads as many entries as without one
      // ('odesa bukhhalteriia' in shop: two samples of 9,100 entries, 10 of 32 ms, finding none).
      searchSampleRows:
        end === null
          ? null
          : Math.ceil((end * RANK_SAMPLE_ROWS) / (query.category ? BUSINESS_CATEGORIES.length : 1)),
    };
    // With a location the ranked ORDER BY reads every match before its LIMIT: a full page's count
    // is taken from that same read (a window count), not from a second scan.
    const countedInHits = Boolean(query.location && options.count && end !== null);
    // The name-prefix rank's rows, when it is read in parts (a bound of the count, below).
    let prefixRows: string | null = null;
    if (query.location) {
      const match = searchMatch(BUSINESS_SEARCH_COLUMNS, search);
      const rank = searchRank(BUSINESS_SEARCH_COLUMNS, search);
      params = { ...params, ...match.params, ...rank.params };
      const counted = countedInHits ? ', count(*) OVER () AS "rowsMatched"' : '';
      if (search.categories.length) {
        // A category word ('перукарня' in Wimbledon): the place's rows of the category, and its
        // rows of other categories whose text holds a word, read apart (the first a bitmap of the
        // category's index ANDed with the place's trigrams, the second the text-and-place trigram
        // index alone). One scan of the place tested every one of its rows (8,328) with the words'
        // LIKEs and read ~1,200 matches in twice the time. Under that category's filter every row
        // of the place is of it: the first part alone.
        const text = searchMatch(BUSINESS_SEARCH_COLUMNS, { ...search, categories: [] });
        params = { ...params, ...text.params };
        const part = (where: string) =>
          `SELECT b.id, ${rank.sql} AS "searchRank", b."isPremium", ${DISPLAY_NAME[lang]} AS "searchName" ${from} AND ${where}`;
        const parts = [part('b.category IN (:...searchCategories)')];
        if (!query.category) parts.push(part(`${text.sql} AND b.category NOT IN (:...searchCategories)`));
        hits = `SELECT u.id${counted} FROM (${parts.join(' UNION ALL ')}) u
          ORDER BY u."searchRank", u."isPremium" DESC, u."searchName" ASC, u.id ASC LIMIT :searchEnd`;
      } else
        hits = `SELECT b.id${counted} ${from} AND ${match.sql} ORDER BY ${rank.sql}, ${order} LIMIT :searchEnd`;
    } else {
      const tiers = searchTiers(BUSINESS_SEARCH_COLUMNS, search);
      for (const tier of tiers) params = { ...params, ...tier.params };
      // A key of two words or more under a category filter: a substring rank's planned read finds
      // its rows from the words' index (searchWordsHeld), its LIKEs then a filter on those rows
      // (the trigram index's bitmap ANDed in would have each row's words split again on recheck,
      // ~7 µs a row). A city and a trade under another category ('Житомир стоматологія' in
      // dining): two words' lists where the phrase's twenty trigrams' were read, twice. Without a
      // category, or for one word, the planner's choice stays: a common phrase's thousands of rows
      // ('folk dance') are found sooner by the walk of the list order than fetched and sorted.
      const heldWords = query.category
        ? searchWordsHeld(BUSINESS_SEARCH_WORDS, BUSINESS_SEARCH_COLUMNS, search, {
            minWords: 2,
            category: query.category,
          })
        : null;
      const heldTiers = heldWords ? searchTiers(UNINDEXED_SEARCH_COLUMNS, search) : null;
      if (heldWords) params = { ...params, ...heldWords.params };
      const rankSql = (tier: SearchTier, i: number) => {
        const { parts: tierParts } = tier;
        const planned =
          tier.contains && heldWords && heldTiers
            ? `(SELECT b.id ${from} AND ${heldTiers[i].sql} AND ${heldWords.sql}`
            : `(SELECT b.id ${from} AND ${tier.sql}`;
        if (!tierParts && tier.contains && end !== null) {
          // A substring rank (other name, description): its first `end` rows are looked for among
          // the first RANK_SAMPLE_ROWS × end rows of the list order (a bounded walk of the order
          // index, no estimate involved). Found there, they are the rank's page; else the planner
          // reads the rank (its trigram index for a rare word): a word in thousands of names that
          // a histogram missed is no longer fetched and sorted whole.
          const sample = `sample${i}`;
          gates.push(
            `${sample} AS MATERIALIZED (SELECT s.id, row_number() OVER () AS n FROM (SELECT b.id, ${tier.sql} AS m ${from}
              ORDER BY ${order} LIMIT :searchSampleRows) s WHERE s.m LIMIT :searchEnd)`,
          );
          const found = `(SELECT count(*) FROM ${sample})`;
          return `(SELECT t.id FROM ${sample} t WHERE ${found} >= :searchEnd ORDER BY t.n) UNION ALL
            ${planned} AND ${found} < :searchEnd ORDER BY ${order} LIMIT :searchEnd)`;
        }
        if (!tierParts) return `${planned} ORDER BY ${order} LIMIT :searchEnd)`;
        const parts = (select: string) =>
          tierParts.map((part) => `SELECT ${select} ${from} AND ${part}`).join(' UNION ALL ');
        const sortKeys = `b.id, b."isPremium", ${DISPLAY_NAME[lang]} AS "searchName"`;
        const sorted = (rows: string, where = '') =>
          `(SELECT t.id FROM ${rows} t ${where} ORDER BY t."isPremium" DESC, t."searchName" ASC, t.id ASC LIMIT :searchEnd)`;
        // Exact names are few (a name is rarely shared by thousands): always read and sorted.
        if (i === 0) return sorted(`(${parts(sortKeys)})`);
        if (i === 1) prefixRows = parts('1');
        // A rank in parts (each a range of one name key's index, see searchTiers) is read one of
        // two ways, chosen by how many rows it holds (gate: its parts' rows, read up to
        // RANK_SORT_LIMIT from the same index ranges): few, those rows as read, sorted; many, as the
        // planner picks from the name keys' statistics (a walk of the list's order index that stops
        // once the page is full). The rows are read once, with their sort keys (the name key
        // indexes include them): counting them and reading them again for the sort read each
        // range twice ('kiev' under a category: 1,111 of ~10,000 prefix rows, 15 of 30 ms).
        const rankRows = `rank${i}`;
        const gate = `gate${i}`;
        gates.push(
          `${rankRows} AS MATERIALIZED (${parts(sortKeys)} LIMIT ${RANK_SORT_LIMIT})`,
          `${gate} AS MATERIALIZED (SELECT count(*) AS n FROM ${rankRows})`,
        );
        const walk = `(SELECT b.id ${from} AND ${tier.walk ?? tier.sql} AND (SELECT n FROM ${gate}) >= ${RANK_SORT_LIMIT}
          ORDER BY ${order} LIMIT :searchEnd)`;
        return `${sorted(rankRows, `WHERE (SELECT n FROM ${gate}) < ${RANK_SORT_LIMIT}`)} UNION ALL ${walk}`;
      };
      hits = tiers.map(rankSql).join(' UNION ALL ');
      hits += ' LIMIT :searchEnd';
    }
    // The stage's matches on every page (X-Total-Count): a page that is not full holds them all
    // (hits are the matches up to the page's end); a full one counts them, up to the cap.
    let total = 'c.matched';
    let countSql: string | null = null;
    if (countedInHits)
      total = `CASE WHEN c.matched < :searchEnd THEN c.matched ELSE (SELECT max(h."rowsMatched")::int FROM hits h) END`;
    else if (options.count && end !== null) {
      // Counted from the search's trigram index (with the category's, or the place trigrams'),
      // stopped at the cap. The approved flag's `+ 0`: with its index and estimate the planner
      // expected the cap's rows early in a scan of the approved rows' index (or a sequential
      // scan) with the LIKEs as a filter, and read 16,671 rows for 1,001 ('accountants', 47 ms
      // where the bitmap takes 7).
      const countFilters = filterSql(query, {
        categoryIndexed: !query.location || search.categories.length > 0,
        approvedIndexed: false,
      });
      // The key's words' rows from the words' index (fewer posting lists than its trigrams'), its
      // LIKEs a filter on them (see heldWords above).
      const held = searchWordsHeld(BUSINESS_SEARCH_WORDS, BUSINESS_SEARCH_COLUMNS, search, {
        category: query.category,
      });
      const match = searchMatch(held ? UNINDEXED_SEARCH_COLUMNS : BUSINESS_SEARCH_COLUMNS, search);
      params = { ...params, ...countFilters.params, ...match.params, ...held?.params };
      const beyond = TOTAL_COUNT_CAP + 1;
      // Lower bounds that settle 'more than the cap' without the count: the name-prefix rank's
      // rows (a city's name: thousands of names start with it, read from its name key indexes),
      // and a category the query names (every row of it matches; an index-only count of the
      // category's rows).
      const atLeast = (rows: string) =>
        `WHEN (SELECT count(*) FROM (${rows} LIMIT ${beyond}) k) >= ${beyond} THEN ${beyond}`;
      const bounds: string[] = [];
      if (prefixRows) bounds.push(atLeast(prefixRows));
      if (!query.location && search.categories.length > 0)
        bounds.push(atLeast(`SELECT 1 ${from} AND b.category IN (:...searchCategories)`));
      // A statement of its own, on a second connection beside the page's (as an unsearched
      // list's count, countPublicBusinesses): the two run at once, so a page waits for the
      // longer of them, not for both ('borscht': a 3–4 ms count after a 10 ms page).
      countSql = `SELECT CASE ${bounds.join(' ')}
        ELSE (SELECT count(*)::int FROM (SELECT 1 FROM "catalog"."business" b
          WHERE ${countFilters.sql} AND ${match.sql}${held ? ` AND ${held.sql}` : ''} LIMIT ${beyond}) c) END AS "searchTotal"`;
    }
    const columns = PUBLIC_COLUMNS.map((column) => `b."${column}" AS "${column}"`).join(', ');
    const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
      `WITH ${gates.map((gate) => `${gate}, `).join('')}hits AS MATERIALIZED (SELECT id, ${countedInHits ? '"rowsMatched", ' : ''}row_number() OVER () AS n FROM (${hits}) h)
       SELECT m.matched, m."searchTotal", p.* FROM (
         SELECT c.matched, ${total} AS "searchTotal" FROM (SELECT count(*)::int AS matched FROM hits) c) m
         LEFT JOIN LATERAL (
           SELECT ${columns}, hits.n AS "searchOrder" FROM hits JOIN "catalog"."business" b ON b.id = hits.id
            WHERE hits.n > :searchOffset) p ON true
        ORDER BY p."searchOrder"`,
      params,
    );
    const counting: Promise<{ searchTotal: number }[]> | null = countSql
      ? manager.query(...manager.connection.driver.escapeQueryWithParameters(countSql, params))
      : null;
    // Awaited only when the page is full: a short page tells the total itself. Its failure is
    // then the request's (the page's own failure is thrown first; the count's is not left unhandled).
    counting?.catch(() => undefined);
    const raw: (BusinessEntity & { matched: number; searchTotal: number; searchOrder: string | null })[] =
      await manager.query(sql, values);
    const found = raw[0]?.matched ?? 0;
    const counted = counting && end !== null && found >= end ? (await counting)[0].searchTotal : null;
    return {
      rows: raw.filter((row) => row.searchOrder !== null),
      matched: found > 0,
      matches: counted ?? raw[0]?.searchTotal ?? 0,
    };
  }

  /**
   * One page of a list as raw rows under the entity's property names: the same values TypeORM
   * would hydrate (pg parses dates, arrays and numbers; toBusinessResponse converts the numeric
   * rating), without its per-row entity transformer (up to 1,000 rows a request).
   */
  private async page(
    qb: SelectQueryBuilder<BusinessEntity>,
    query: ListBusinessesQuery,
    lang: ContentLanguage,
  ): Promise<BusinessResponseDto[]> {
    if (query.limit !== undefined) qb.limit(query.limit);
    if (query.offset !== undefined) qb.offset(query.offset);
    qb.select([]);
    for (const column of PUBLIC_COLUMNS) qb.addSelect(`b.${column}`, column);
    const scheduleOf = openingSchedules();
    return (await qb.getRawMany<BusinessEntity>()).map((b) => toBusinessResponse(b, lang, scheduleOf));
  }

  /** Approved businesses per category, every category listed (zeros included) in display order. */
  async countByCategory(): Promise<CategoryCountDto[]> {
    const rows: { category: string; count: string }[] = await this.businesses
      .createQueryBuilder('b')
      .select('b.category', 'category')
      .addSelect('COUNT(*)', 'count')
      .where('b.isApproved = 1')
      .groupBy('b.category')
      .getRawMany();
    const counts = new Map(rows.map((r) => [r.category, Number(r.count)]));
    return BUSINESS_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  }

  async getPublic(id: string, lang: ContentLanguage): Promise<BusinessResponseDto> {
    const business = await this.businesses.findOneBy({ id, isApproved: 1 });
    if (!business) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return toBusinessResponse(business, lang);
  }

  /** Every business, pending ones first (they need the admin's attention), then newest; paged on request. */
  async listAll(
    query: AdminBusinessesQuery,
    lang: ContentLanguage,
  ): Promise<BusinessResponseDto[] | AdminBusinessPageDto> {
    return listBusinessesForAdmin(this.businesses, query, lang);
  }

  /** A visitor's submission: always pending, never verified or premium, no rating yet. */
  async submitPublic(dto: CreatePublicBusinessDto, lang: ContentLanguage): Promise<BusinessResponseDto> {
    const saved = await this.businesses.manager.transaction((tx) =>
      this.insert(tx, { ...dto, isVerified: 0, isPremium: 0, isApproved: 0 }),
    );
    return toBusinessResponse(saved, lang);
  }

  /** An admin's business is approved unless the admin says otherwise. */
  async create(dto: CreateBusinessDto, lang: ContentLanguage, actor: string): Promise<BusinessResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const saved = await this.insert(tx, {
        ...dto,
        isVerified: dto.isVerified ?? 0,
        isPremium: dto.isPremium ?? 0,
        isApproved: dto.isApproved ?? 1,
      });
      return { result: toBusinessResponse(saved, lang), line: logLine('created', saved) };
    });
  }

  /** Changes the fields sent; null or '' clears one language of a text, as long as the other stays. */
  async update(
    id: string,
    dto: UpdateBusinessDto,
    lang: ContentLanguage,
    actor: string,
  ): Promise<BusinessResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const saved = await this.change(tx, id, dto);
      return { result: toBusinessResponse(saved, lang), line: logLine('updated', saved) };
    });
  }

  async approve(id: string, lang: ContentLanguage, actor: string): Promise<BusinessResponseDto> {
    return this.moderationLog.moderated(actor, async (tx) => {
      const saved = await this.change(tx, id, { isApproved: 1 });
      return { result: toBusinessResponse(saved, lang), line: logLine('approved', saved) };
    });
  }

  async remove(id: string, actor: string): Promise<void> {
    await this.moderationLog.moderated(actor, async (tx) => {
      const business = await lockedOrNotFound(tx, id);
      await tx.delete(BusinessEntity, { id });
      return { result: undefined, line: logLine('deleted', business) };
    });
  }

  /** The fields sent, applied to the locked row and saved in `tx`. */
  private async change(tx: EntityManager, id: string, dto: UpdateBusinessDto): Promise<BusinessEntity> {
    const business = await lockedOrNotFound(tx, id);
    const { name, nameUk, description, descriptionUk, ...rest } = sentFields(dto);
    tx.merge(BusinessEntity, business, rest as Partial<BusinessEntity>);
    const texts = { name, nameUk, description, descriptionUk };
    for (const [key, value] of Object.entries(texts))
      if (key in dto && dto[key as keyof typeof texts] !== undefined)
        business[key as keyof typeof texts] = slot(value);
    requireOneLanguage([
      { path: 'name', message: MESSAGES.business.name, en: business.name, uk: business.nameUk },
      {
        path: 'description',
        message: MESSAGES.business.description,
        en: business.description,
        uk: business.descriptionUk,
      },
    ]);
    return this.saveWithPhotos(tx, business);
  }

  private async insert(tx: EntityManager, fields: CreateBusinessDto): Promise<BusinessEntity> {
    const business = this.businesses.create({
      id: randomUUID(),
      name: slot(fields.name),
      nameUk: slot(fields.nameUk),
      description: slot(fields.description),
      descriptionUk: slot(fields.descriptionUk),
      category: fields.category,
      address: fields.address,
      area: fields.area ?? null,
      website: fields.website ?? null,
      phone: fields.phone ?? null,
      email: fields.email ?? null,
      instagram: fields.instagram ?? null,
      tiktok: fields.tiktok ?? null,
      heroImage: fields.heroImage,
      galleryImages: fields.galleryImages ?? [],
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      openingHours: fields.openingHours ?? null,
      isVerified: fields.isVerified ?? 0,
      isPremium: fields.isPremium ?? 0,
      isApproved: fields.isApproved ?? 0,
    });
    return this.saveWithPhotos(tx, business);
  }

  /** Saves the row and, in its transaction, makes its photos the uploaded ones its image URLs name. */
  private async saveWithPhotos(tx: EntityManager, business: BusinessEntity): Promise<BusinessEntity> {
    const saved = await tx.save(business);
    await this.photos.syncOwner(tx, saved.id, [saved.heroImage, ...saved.galleryImages]);
    return saved;
  }
}

/** The row locked for the transaction, so two admins' actions on it are logged in the order they applied. */
async function lockedOrNotFound(tx: EntityManager, id: string): Promise<BusinessEntity> {
  const business = await tx.findOne(BusinessEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!business) throw new NotFoundException(BUSINESS_NOT_FOUND);
  return business;
}

/** A business's log line: one name, English, else the Ukrainian one (issue 23). */
const logLine = (action: ModerationLine['action'], business: BusinessEntity): ModerationLine => ({
  action,
  entityType: 'business',
  entityId: business.id,
  entityName: business.name ?? business.nameUk ?? '',
});
