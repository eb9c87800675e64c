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

/** A public list's query: `lang` and an optional search `q`. */
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
 * to suggest. A query of no letters or digits matches nothing. Lists are not paged: the first
 * page is the whole answer.
 */
export async function searchContent<T extends ObjectLiteral>(
  q: string,
  search: ContentSearch<T>,
): Promise<SearchOutcome<T>> {
  const query = parseSearchQuery(q, { withCategories: false });
  if (!query.key) return { rows: [], didYouMean: null };
  const columns = keyColumns(search.alias);
  const matching = (wanted: SearchQuery) => {
    const match = searchMatch(columns, wanted);
    const rank = searchRank(columns, wanted);
    const qb = search.visible().andWhere(match.sql, match.params).orderBy(rank.sql, 'ASC');
    return search.thenOrder(qb.setParameters(rank.params));
  };
  return searchInStages({
    query,
    firstPage: true,
    exact: async (wanted) => {
      const rows = await matching(wanted).getMany();
      return { rows, matched: rows.length > 0 };
    },
    correct: () => correctSearchQuery(search.manager, search.words, query, { withCategories: false }),
    suggest: async (corrected) => {
      const row = await matching(corrected).getOne();
      return row ? search.suggestionOf(row) : null;
    },
  });
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
