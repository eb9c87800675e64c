import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  /** Connection URL of a fresh database owned by this suite (empty unless made from a template). */
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.BYP_TEST_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('No test Postgres: run through the root jest config (its global setup starts one)');
  return url;
}

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

function testDatabase(name: string): TestDatabase {
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

const newName = () => `byp_test_${randomBytes(6).toString('hex')}`;

/** Each suite gets its own database, so suites never see each other's rows and can run in parallel. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = newName();
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  return testDatabase(name);
}

// Migrated templates. A service's migrations take a few hundred ms, and dozens of suites boot each
// service on a fresh database, so one run migrates each service once, into a template database,
// and later suites start from a copy of it (CREATE DATABASE … TEMPLATE). The service still runs
// its migrations at boot; it finds none pending. Templates are per run (BYP_TEST_RUN_ID, set by
// the jest global setup, which drops them at the end): a run never sees another run's migrations.

/** The template database of a schema's migrations in this run; none outside the root jest run. */
export function migratedTemplateName(schema: string): string | undefined {
  const run = process.env.BYP_TEST_RUN_ID;
  if (!run || !/^\w+$/.test(schema)) return undefined;
  return `byp_tmpl_${run}_${schema}`.toLowerCase();
}

/**
 * A fresh database copied from `template` (tables, rows and migration history), or undefined when
 * that template does not exist yet.
 */
export async function createTestDatabaseFrom(template: string): Promise<TestDatabase | undefined> {
  const name = newName();
  try {
    await withAdmin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  } catch (error) {
    // 3D000: no such template (not made yet in this run).
    if ((error as { code?: string }).code === '3D000') return undefined;
    throw error;
  }
  return testDatabase(name);
}

/**
 * Makes `template` by running `migrate` on a new database, unless it exists: built under a name of
 * its own and then renamed, so no suite ever copies a template that is half migrated or still has
 * a connection (suites of two workers may build one at once: the first rename wins).
 */
export async function saveMigratedTemplate(
  template: string,
  migrate: (url: string) => Promise<unknown>,
): Promise<void> {
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${building}`));
  try {
    await migrate(databaseUrl(building));
    await withAdmin((c) => c.query(`ALTER DATABASE ${building} RENAME TO ${template}`));
  } catch (error) {
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    // 42P04: another suite saved it first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}
