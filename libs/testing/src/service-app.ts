import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createService, migrateSchema, type ServiceDescription } from '@byp/nest-common';
import {
  createTestDatabase,
  createTestDatabaseFrom,
  migratedTemplateName,
  saveMigratedTemplate,
  type TestDatabase,
} from './test-database';
import { testKeyPair } from './keys';
import { startTestAuthServer, type TestAuthServer } from './auth-server';

export interface ServiceUnderTest {
  app: INestApplication;
  /** An http.Server for supertest. */
  server: ReturnType<INestApplication['getHttpServer']>;
  db: TestDatabase;
  /** What the service's AdminGuard asks about sessions (AUTH_URL); revoke a session to test logout. */
  auth: TestAuthServer;
  close(): Promise<void>;
}

/** Environment a service needs in tests: its own fresh database, the test key, quiet logs. */
export function testEnv(dbUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: dbUrl,
    JWT_PUBLIC_KEY: testKeyPair().publicKey,
    LOG_LEVEL: 'silent',
    SEED_SAMPLE_DATA: 'false',
    // A suite talks from one address; the rate-limit suites set their own low limits.
    RATE_LIMIT_PUBLIC_WRITE: '100000/3600',
    RATE_LIMIT_CLAIM: '100000/3600',
    RATE_LIMIT_CLAIM_PER_OFFER: '100000/3600',
    ...extra,
  };
}

/**
 * After a boot on a fresh database, saves the service's migrations as this run's template of its
 * schema; after a boot on a copy, checks that the copy holds no migration the service lacks (a
 * template made by another module that used the same schema name).
 */
async function shareMigrations(app: INestApplication, schema: string, template: string, copied: boolean) {
  const ds = app.get(DataSource);
  if (!copied) {
    if ((ds.options as { schema?: string }).schema !== schema) return;
    await saveMigratedTemplate(template, (url) =>
      migrateSchema({ url, schema, migrations: ds.options.migrations ?? [] }),
    );
    return;
  }
  const known = new Set(ds.migrations.map((migration) => migration.name ?? migration.constructor.name));
  const applied: Array<{ name: string }> = await ds.query(`SELECT name FROM "${schema}".migrations`);
  const unknown = applied.map(({ name }) => name).filter((name) => !known.has(name));
  if (unknown.length)
    throw new Error(`${template} holds migrations this module does not have: ${unknown.join(', ')}`);
}

/**
 * Boots a real service (real module, real Postgres, migrations run) for supertest; with
 * `replicaOf`, a second instance on the same database. Its database is a copy of this run's
 * migrated template of the service's schema when there is one (the boot then finds no migration
 * pending), else a fresh one, which then becomes the template; with RUN_MIGRATIONS in `extraEnv`,
 * always a fresh one.
 */
export async function startServiceForTest(
  moduleFor: (env: NodeJS.ProcessEnv) => unknown,
  description: ServiceDescription,
  extraEnv: Record<string, string> = {},
  replicaOf?: ServiceUnderTest,
): Promise<ServiceUnderTest> {
  // A replica shares its original's database and auth server (issue 14: two replicas behave as one);
  // closing it leaves them to the original.
  const template =
    replicaOf || 'RUN_MIGRATIONS' in extraEnv ? undefined : migratedTemplateName(description.name);
  const copy = template ? await createTestDatabaseFrom(template) : undefined;
  const db = replicaOf?.db ?? copy ?? (await createTestDatabase());
  const auth = replicaOf?.auth ?? (await startTestAuthServer());
  const closeOwn = async () => {
    if (replicaOf) return;
    await auth.close();
    await db.drop();
  };
  let app: INestApplication | undefined;
  try {
    app = await createService(moduleFor(testEnv(db.url, { AUTH_URL: auth.url, ...extraEnv })), description);
    await app.init();
    if (template) await shareMigrations(app, description.name, template, copy !== undefined);
  } catch (error) {
    await app?.close();
    await closeOwn();
    throw error;
  }
  const started = app;
  return {
    app: started,
    server: started.getHttpServer(),
    db,
    auth,
    close: async () => {
      await started.close();
      await closeOwn();
    },
  };
}
