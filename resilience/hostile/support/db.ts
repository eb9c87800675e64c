import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { hasUnbalancedBidiControls, isHttpUrl } from '@byp/contracts';

/**
 * The suite's own look at what the services stored: a superuser connection to the system's
 * embedded Postgres (its password and port are in the data directory the global setup made).
 * Read-only use: the checks below never write.
 */
export async function connectDatabase(): Promise<Client> {
  const dataDir = process.env.BYP_E2E_DATA_DIR;
  if (!dataDir) throw new Error('BYP_E2E_DATA_DIR is not set: run through the resilience jest config');
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { postgres: string };
  const state = JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8')) as {
    ports: { postgres: number };
  };
  const client = new Client({
    host: '127.0.0.1',
    port: state.ports.postgres,
    user: 'postgres',
    password: secrets.postgres,
    database: 'byp',
  });
  await client.connect();
  return client;
}

export type Row = Record<string, unknown>;

/** Stored tables the public writes reach, by schema-qualified name. */
export type StoredTable =
  | 'catalog.business'
  | 'catalog.review'
  | 'catalog.offer_claim'
  | 'catalog.photo'
  | 'content.community'
  | 'content.post'
  | 'content.photo';

export async function countRows(db: Client, table: StoredTable): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n as number;
}

export async function rowsById(db: Client, table: StoredTable, id: string): Promise<Row[]> {
  const { rows } = await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
  return rows;
}

/** Columns that hold a URL a page links to or loads (alone or as a list). */
const URL_COLUMNS = ['website', 'heroImage', 'image', 'externalUrl', 'galleryImages', 'links'];

/** Columns a public write may not set: they stay at their defaults (pending, unflagged, no counters). */
const MODERATION_DEFAULTS: Record<string, unknown> = {
  isApproved: 0,
  isVerified: 0,
  isPremium: 0,
  totalReviews: 0,
};

/** Half of a UTF-16 surrogate pair on its own. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What a public write may leave in a row, whatever it was sent: URLs only http(s) (or the
 * product's own image and photo paths), no NUL and only well-formed text, no replacement
 * character that the request did not carry itself (text silently mangled on the way in), and the
 * moderation fields at their pending defaults. Returns the problems found (empty when none).
 */
export function storedRowProblems(row: Row, sentText: string): string[] {
  const problems: string[] = [];
  for (const column of URL_COLUMNS) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    for (const url of strings(value))
      if (!isHttpUrl(url)) problems.push(`${column} stores ${JSON.stringify(url)}`);
  }
  for (const [column, value] of Object.entries(row)) {
    for (const text of strings(value)) {
      if (text.includes('\u0000')) problems.push(`${column} stores a NUL character`);
      if (LONE_SURROGATE.test(text)) problems.push(`${column} stores a lone surrogate`);
      if (hasUnbalancedBidiControls(text)) problems.push(`${column} stores an unclosed bidi control`);
      if (text.includes('\uFFFD') && !sentText.includes('\uFFFD') && !sentText.includes('\\ufffd'))
        problems.push(`${column} stores U+FFFD that was not sent: ${JSON.stringify(text.slice(0, 80))}`);
    }
  }
  for (const [column, expected] of Object.entries(MODERATION_DEFAULTS)) {
    if (column in row && Number(row[column]) !== expected)
      problems.push(`${column} is ${String(row[column])}, not ${String(expected)}`);
  }
  for (const column of ['latitude', 'longitude']) {
    const value = row[column];
    const limit = column === 'latitude' ? 90 : 180;
    if (value !== null && value !== undefined && !(Math.abs(Number(value)) <= limit))
      problems.push(`${column} stores ${String(value)}`);
  }
  return problems;
}

/**
 * Text fields as the request sent them and as the row keeps them: an accepted text is stored as
 * sent (trimmed), never altered on the way in. Returns the differences.
 */
export function textDifferences(
  row: Row,
  sent: Record<string, unknown>,
  fields: readonly string[],
): string[] {
  const differences: string[] = [];
  for (const field of fields) {
    const value = sent[field];
    if (typeof value !== 'string' || !(field in row)) continue;
    const trimmed = value.trim();
    const stored = row[field];
    if (trimmed === '' ? stored !== null && stored !== '' : stored !== trimmed)
      differences.push(
        `${field}: sent ${JSON.stringify(trimmed).slice(0, 120)}, stored ${JSON.stringify(stored).slice(0, 120)}`,
      );
  }
  return differences;
}
