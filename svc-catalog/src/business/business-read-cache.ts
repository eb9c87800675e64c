import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import etag from 'etag';

/**
 * A serialized public answer (UTF-8 bytes, sent as they are: every response shares the one
 * buffer) and its ETag (Express's weak format, from the bytes).
 */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

/** Answers larger than this are built every time (the whole list at 100,000 businesses). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** All kept answers together: a few lists of 1,000 businesses and many search pages. */
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;

/**
 * The serialized answers of public business reads (GET /api/businesses without a free-text
 * filter, its category and page views, and the category counts), kept per query while `catalog.data_version` 'business' is unchanged. That
 * counter is raised by a statement trigger in the transaction of every write to catalog.business
 * (migration BusinessDataVersion), so each read asks Postgres for it (one primary-key lookup) and
 * rebuilds only after a write, whichever replica or tool made it: no replica serves a list older
 * than the last committed write. An answer built while a write commits is kept under the older
 * counter and rebuilt on the next read. The ETag is computed once per answer, from its bytes, so
 * replicas agree on it and a 304 never stands for an outdated body.
 *
 * What it saves: re-reading, re-mapping and re-serializing 1,000 businesses (~580 KB of JSON) on
 * every request (and one copy of the bytes per response), which made the catalog's RSS peak above
 * 250 MB under the bench's 64 connections.
 */
@Injectable()
export class BusinessReadCache {
  private readonly entries = new Map<string, CachedJson & { version: string }>();
  private bytes = 0;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async json(key: string, build: () => Promise<unknown>): Promise<CachedJson> {
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      // Most recently used last: the oldest entries go first when space runs out.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const answer = await BusinessReadCache.serialize(build);
    this.remember(key, { ...answer, version });
    return answer;
  }

  /** An answer serialized as the cache keeps it, for reads that are not kept. */
  static async serialize(build: () => Promise<unknown>): Promise<CachedJson> {
    const body = Buffer.from(JSON.stringify(await build()), 'utf8');
    // Express's own ETag module, weak as Express makes them: a replica's answer and a 304 agree.
    return { body, etag: etag(body, { weak: true }) };
  }

  private async version(): Promise<string> {
    const rows: { version: string }[] = await this.db.query(
      `SELECT "version" FROM "catalog"."data_version" WHERE "name" = 'business'`,
    );
    return rows[0]?.version ?? 'none';
  }

  private remember(key: string, entry: CachedJson & { version: string }): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    if (entry.body.length > MAX_ENTRY_BYTES) return;
    for (const [oldest, value] of this.entries) {
      if (this.bytes + entry.body.length <= MAX_TOTAL_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
  }
}
