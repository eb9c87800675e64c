import { slugHistoryOwnerColumn, slugHistoryTable } from './slug-sql';

/** A slug is lower-case letters and digits in words joined by '-' (the trigger's output). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export const isSlug = (slug: string): boolean => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** What a slug names: an approved item, the new slug of a renamed one, or nothing. */
export type SlugLookup<T> = { item: T } | { movedTo: string } | null;

/** Anything that runs SQL: a TypeORM repository, data source or query runner. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Issue 25: the reads every owner of slugged items makes of its table (made by slugsUp): an
 * approved item by its slug, an old slug's new one, and the sitemap's rows. Approved means
 * `"isApproved" = 1`, as in every such table.
 */
export class SlugReader {
  private readonly table: string;
  private readonly history: string;
  private readonly owner: string;

  constructor(
    private readonly db: SqlRunner,
    target: { schema: string; table: string },
  ) {
    this.table = `"${target.schema}"."${target.table}"`;
    this.history = `"${target.schema}"."${slugHistoryTable(target.table)}"`;
    this.owner = `"${slugHistoryOwnerColumn(target.table)}"`;
  }

  /**
   * The approved item at `slug` (`load` reads it in the service's own shape), else the slug it was
   * renamed to, else null; a malformed slug is never looked up.
   */
  async lookup<T>(slug: string, load: (slug: string) => Promise<T | null>): Promise<SlugLookup<T>> {
    if (!isSlug(slug)) return null;
    const item = await load(slug);
    if (item) return { item };
    const movedTo = await this.movedTo(slug);
    return movedTo ? { movedTo } : null;
  }

  /** The current slug of the approved item that had `slug` before a rename. */
  async movedTo(slug: string): Promise<string | null> {
    const rows = (await this.db.query(
      `SELECT t."slug" FROM ${this.history} h
         JOIN ${this.table} t ON t."id" = h.${this.owner}
        WHERE h."slug" = $1 AND t."isApproved" = 1`,
      [slug],
    )) as { slug: string }[];
    return rows[0]?.slug ?? null;
  }

  /** Approved items' slugs and last changes, for the sitemap, in slug order. */
  async sitemapPage(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return (await this.db.query(
      `SELECT "slug", "updatedAt" FROM ${this.table} WHERE "isApproved" = 1 ORDER BY "slug" OFFSET $1 LIMIT $2`,
      [offset, limit],
    )) as { slug: string; updatedAt: Date }[];
  }

  async approvedCount(): Promise<{ count: number; lastmod: Date | null }> {
    const [row] = (await this.db.query(
      `SELECT count(*) AS "count", max("updatedAt") AS "lastmod" FROM ${this.table} WHERE "isApproved" = 1`,
    )) as { count: string; lastmod: Date | null }[];
    return { count: Number(row.count), lastmod: row.lastmod };
  }
}
