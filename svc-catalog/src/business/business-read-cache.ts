import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import etag from 'etag';
import { KeyedBatcher } from '@byp/nest-common';

/**
 * A serialized public answer (UTF-8 bytes, sent as they are: every response shares the one
 * buffer), its ETag (Express's weak format, from the bytes) and, for a kept answer, the same bytes
 * gzipped once.
 */
export interface CachedJson {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
}

/** Answers larger than this are built every time (the whole list at 100,000 businesses). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** All kept answers together: a few lists of 1,000 businesses and many search pages. */
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
/** Below this, gzip saves too little to be worth a second copy (the gateway's gzip_min_length). */
const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

type Entry = CachedJson & { version: bigint };

/**
 * The serialized answers of public business reads (GET /api/businesses without a free-text
 * filter, its category and page views, and the category counts), kept per query while
 * `catalog.data_version` 'business' is unchanged. That counter is raised by a statement trigger
 * in the transaction of every write to catalog.business (migration BusinessDataVersion), so each
 * read asks Postgres for it and rebuilds only after a write, whichever replica or tool made it:
 * no replica serves a list older than the last committed write. There is no timer and no purge to
 * forget. The ETag is computed once per answer, from its bytes, so replicas agree on it and a 304
 * never stands for an outdated body.
 *
 * No stampede: the version lookups of concurrent requests are one query (each request waits for
 * a lookup that started after it arrived, so it still sees every write committed before it), and
 * a missing or outdated answer is built once while the other requests for it wait for that build.
 *
 * What it saves: re-reading, re-mapping, re-serializing and gzipping 1,000 businesses (~580 KB of
 * JSON, ~70 KB gzipped) on every request; the bytes go out as they are (docs/architecture.md,
 * "Caching").
 */
@Injectable()
export class BusinessReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Answers being built, per key: concurrent misses of one version share this one build. */
  private readonly building = new Map<string, { version: bigint; answer: Promise<CachedJson> }>();
  /** One version query at a time; requests arriving meanwhile share the next one. */
  private readonly versions = new KeyedBatcher<bigint>(async (_key, size) => {
    const version = await this.readVersion();
    return Array.from({ length: size }, () => version);
  });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async json(key: string, build: () => Promise<unknown>): Promise<CachedJson> {
    const version = await this.versions.run('business');
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      // Most recently used last: the oldest entries go first when space runs out.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.building.get(key);
    if (pending?.version === version) return pending.answer;
    const flight = { version, answer: this.buildEntry(key, version, build) };
    this.building.set(key, flight);
    try {
      return await flight.answer;
    } finally {
      if (this.building.get(key) === flight) this.building.delete(key);
    }
  }

  /** An answer serialized as the cache keeps it, for reads that are not kept. */
  static async serialize(build: () => Promise<unknown>): Promise<CachedJson> {
    const body = Buffer.from(JSON.stringify(await build()), 'utf8');
    // Express's own ETag module, weak as Express makes them: a replica's answer and a 304 agree.
    return { body, etag: etag(body, { weak: true }) };
  }

  private async buildEntry(key: string, version: bigint, build: () => Promise<unknown>): Promise<CachedJson> {
    const answer = await BusinessReadCache.serialize(build);
    if (answer.body.length > MAX_ENTRY_BYTES) return answer;
    const entry: Entry = { ...answer, version };
    if (answer.body.length >= GZIP_MIN_BYTES) entry.gzip = await gzipAsync(answer.body);
    this.remember(key, entry);
    return entry;
  }

  private async readVersion(): Promise<bigint> {
    const rows: { version: string }[] = await this.db.query(
      `SELECT "version" FROM "catalog"."data_version" WHERE "name" = 'business'`,
    );
    return BigInt(rows[0]?.version ?? -1);
  }

  private remember(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    // A slow build of an older version never replaces a newer answer.
    if (old && old.version > entry.version) return;
    if (old) {
      this.bytes -= old.body.length + (old.gzip?.length ?? 0);
      this.entries.delete(key);
    }
    const size = entry.body.length + (entry.gzip?.length ?? 0);
    for (const [oldest, value] of this.entries) {
      if (this.bytes + size <= MAX_TOTAL_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length + (value.gzip?.length ?? 0);
    }
    this.entries.set(key, entry);
    this.bytes += size;
  }
}

/**
 * Sends an answer BusinessReadCache serialized: its bytes as they are, gzipped ones to a client
 * that accepts gzip (the gateway passes them through instead of compressing per request), with
 * its ETag (Express answers 304 to a matching If-None-Match and computes no hash of its own).
 * The route's Cache-Control (@PublicCache) is set before the handler runs.
 */
export function sendCachedJson(res: Response, answer: CachedJson): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  if (answer.gzip) {
    res.vary('Accept-Encoding');
    if (res.req.acceptsEncodings('gzip')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(answer.gzip);
      return;
    }
  }
  res.send(answer.body);
}
