import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  /** Connection URL of a fresh, empty database owned by this suite. */
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

/** Each suite gets its own database, so suites never see each other's rows and can run in parallel. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `byp_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
