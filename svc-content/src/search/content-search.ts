import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DID_YOU_MEAN_HEADER, MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import {
  containsPattern,
  correctSearchQuery,
  searchKey,
  parseSearchQuery,
  searchInStages,
  searchMatch,
  searchRank,
  type SearchColumns,
  type SearchOutcome,
  type SearchQuery,
  type SearchWordTable,
  QueryInt,
} from '@byp/nest-common';
import { ContentLanguageQuery } from '../content-language/read-language';

/**
 * Search of communities and posts (issue 23): the one search behaviour of @byp/nest-common's
 * search module, over the two key columns each table keeps (`searchNames`: names or titles in
 * both languages; `searchText`: those and the descriptions or bodies, trigram-indexed) and the
 * dictionary of its words that typos are corrected against (`<table>_search_word`).
 */
export const SEARCH_QUERY_MAX = 200;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The largest page a public list answers (as GET /api/businesses). */
export const LIST_LIMIT_MAX = 500;

/** A public list's query: `lang`, an optional search `q` and place, and an optional page. */
export class SearchableListQuery extends ContentLanguageQuery {
  @ApiPropertyOptional({
    maxLength: SEARCH_QUERY_MAX,
    description:
      'Search in either language and script (Київ finds Kyiv and the reverse), with typos forgiven; ' +
      'ranked exact name, name prefix, other name match, then description. When nothing matches but ' +
      'a name is close, the answer carries X-Did-You-Mean',
  })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } })
  @MaxLength(SEARCH_QUERY_MAX, {
    message: MESSAGES.tooLong(SEARCH_QUERY_MAX),
    context: { code: MESSAGE_CODES.tooLong, max: SEARCH_QUERY_MAX },
  })
  q?: string;

  @ApiPropertyOptional({
    maxLength: SEARCH_QUERY_MAX,
    description:
      'Only rows at this place: its name in either language and script in the names and descriptions ' +
      "('Camden', 'Камден'), or as typed in an event's place name and address",
  })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } })
  @MaxLength(SEARCH_QUERY_MAX, {
    message: MESSAGES.tooLong(SEARCH_QUERY_MAX),
    context: { code: MESSAGE_CODES.tooLong, max: SEARCH_QUERY_MAX },
  })
  location?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LIST_LIMIT_MAX,
    description: 'At most this many rows (a page); without limit and offset, every match',
  })
  @QueryInt(1, LIST_LIMIT_MAX)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Skip this many rows of the list order first' })
  @QueryInt(0, 1_000_000_000)
  offset?: number;
}

/** A list's page: `limit` and `offset` as asked. */
export type ListPage = Pick<SearchableListQuery, 'limit' | 'offset'>;

/**
 * True when a list's own rows give its total: every match from the first on (no limit, no
 * offset), as the spec's plain list asks. Other pages count (countedPage).
 */
export const pageTells = (page: ListPage): boolean => page.limit === undefined && !page.offset;

/** The builder limited to the page asked for (its order must end on a unique column). */
function onPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, page: ListPage): SelectQueryBuilder<T> {
  if (page.limit !== undefined) qb.limit(page.limit);
  if (page.offset) qb.offset(page.offset);
  return qb;
}

/** A page of rows and the number of rows on all pages (X-Total-Count). */
export interface CountedRows<T> {
  rows: T[];
  total: number;
}

/**
 * The page of an ordered list and its total: the rows' own length for the full list, else one
 * count(*) over the same conditions (`ordered` is built twice: one for the page, one counted).
 */
export async function countedPage<T extends ObjectLiteral>(
  ordered: () => SelectQueryBuilder<T>,
  page: ListPage,
): Promise<CountedRows<T>> {
  if (pageTells(page)) {
    const rows = await ordered().getMany();
    return { rows, total: rows.length };
  }
  const [rows, total] = await Promise.all([onPage(ordered(), page).getMany(), ordered().getCount()]);
  return { rows, total };
}

/**
 * The location filter of the public lists (issue 28), as a WHERE fragment: the place's search key
 * (either script: 'Київ' finds 'Kyiv') in the row's text key (names and descriptions in both
 * languages; trigram-indexed), or the place as typed, lower-cased, in the row's own place columns
 * (an event's place name and address), as the business location filter reads address and area.
 */
export function locationMatch(
  alias: string,
  location: string,
  placeColumns: string[] = [],
): { sql: string; params: Record<string, string> } {
  const key = searchKey(location);
  const parts: string[] = [];
  const params: Record<string, string> = {};
  if (key) {
    parts.push(`${alias}."searchText" LIKE :locationKey`);
    params.locationKey = containsPattern(key);
  }
  if (placeColumns.length && location.trim()) {
    parts.push(`lower(concat_ws(E'\\n', ${placeColumns.join(', ')})) LIKE :locationPattern`);
    params.locationPattern = containsPattern(location.trim());
  }
  // A location of no letters or digits names no place: nothing is there.
  return { sql: parts.length ? `(${parts.join(' OR ')})` : 'false', params };
}

/** The key columns of the table under `alias`. */
const keyColumns = (alias: string): SearchColumns => ({
  names: `${alias}."searchNames"`,
  text: `${alias}."searchText"`,
});

/** The typo stage's dictionary of a content table (`<table>_search_word`, see the migration). */
export const contentSearchWords = (table: 'community' | 'post'): SearchWordTable => ({
  schema: 'content',
  table,
  textColumn: 'searchText',
});

export interface ContentSearch<T extends ObjectLiteral> {
  manager: EntityManager;
  alias: string;
  words: SearchWordTable;
  /** The rows a visitor may see, under `alias`. */
  visible: () => SelectQueryBuilder<T>;
  /** The list's own order, added after the search's (addOrderBy). */
  thenOrder: (qb: SelectQueryBuilder<T>) => SelectQueryBuilder<T>;
  /** What 'Did you mean …?' offers for a row: its name or title in the read language. */
  suggestionOf: (row: T) => string;
}

/**
 * The visible rows matching `q`, best first: the exact stage, else the query corrected word by
 * word against the table's dictionary; or none, and the first match of the loosest correction
 * to suggest. A query of no letters or digits matches nothing. `page` limits the rows; `total`
 * counts the rows of the query that answered (the query, else its correction) on all pages, and
 * a suggestion is only offered on the first page.
 */
export async function searchContent<T extends ObjectLiteral>(
  q: string,
  search: ContentSearch<T>,
  page: ListPage = {},
): Promise<SearchOutcome<T> & { total: number }> {
  const query = parseSearchQuery(q, { withCategories: false });
  if (!query.key) return { rows: [], didYouMean: null, total: 0 };
  const columns = keyColumns(search.alias);
  const matching = (wanted: SearchQuery) => {
    const match = searchMatch(columns, wanted);
    const rank = searchRank(columns, wanted);
    const qb = search.visible().andWhere(match.sql, match.params).orderBy(rank.sql, 'ASC');
    return search.thenOrder(qb.setParameters(rank.params));
  };
  // The total of the last stage run: searchInStages answers with that stage's rows, or none.
  let total = 0;
  const outcome = await searchInStages({
    query,
    firstPage: !page.offset,
    exact: async (wanted) => {
      const counted = await countedPage(() => matching(wanted), page);
      total = counted.total;
      return { rows: counted.rows, matched: counted.total > 0 };
    },
    correct: () => correctSearchQuery(search.manager, search.words, query, { withCategories: false }),
    suggest: async (corrected) => {
      const row = await matching(corrected).getOne();
      return row ? search.suggestionOf(row) : null;
    },
  });
  return { ...outcome, total };
}

/** The headers of a searchable list's answer, for OpenAPI. */
export const SEARCH_ANSWER_HEADERS = {
  [DID_YOU_MEAN_HEADER]: {
    description:
      "Only when `q` matched nothing but a name is close: that name, percent-encoded ('Did you mean …?')",
    schema: { type: 'string' },
  },
  'Content-Language': { description: 'The language of the texts (en or uk)', schema: { type: 'string' } },
};

/** The number of matches on every page of a public list (issue 29), as GET /api/businesses. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The headers of a public list's answer (searchable and paged), for OpenAPI. */
export const LIST_ANSWER_HEADERS = {
  ...SEARCH_ANSWER_HEADERS,
  [TOTAL_COUNT_HEADER]: {
    description:
      'On every answer: how many rows match the filters and search on all pages (limit and offset left out)',
    schema: { type: 'integer', minimum: 0 },
  },
};

/**
 * Sends a public list with its X-Total-Count, and an ETag over the body and the count (weak, as
 * Express makes them), so a page whose rows stay the same while the count changes is not answered
 * 304 by the service or the gateway's micro-cache (which keeps the header with the answer).
 */
export function sendList(res: Response, rows: unknown[], total: number): void {
  const body = JSON.stringify(rows);
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
  res.setHeader('ETag', `W/"${createHash('sha1').update(`${body}\ntotal=${total}`).digest('base64url')}"`);
  res.type('application/json');
  res.send(body);
}
