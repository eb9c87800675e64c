import type { INestApplication } from '@nestjs/common';
import { createService, type ServiceDescription } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from './test-database';
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
 * Boots a real service (real module, real Postgres, migrations run) for supertest; with
 * `replicaOf`, a second instance on the same database.
 */
export async function startServiceForTest(
  moduleFor: (env: NodeJS.ProcessEnv) => unknown,
  description: ServiceDescription,
  extraEnv: Record<string, string> = {},
  replicaOf?: ServiceUnderTest,
): Promise<ServiceUnderTest> {
  // A replica shares its original's database and auth server (issue 14: two replicas behave as one);
  // closing it leaves them to the original.
  const db = replicaOf?.db ?? (await createTestDatabase());
  const auth = replicaOf?.auth ?? (await startTestAuthServer());
  const app = await createService(
    moduleFor(testEnv(db.url, { AUTH_URL: auth.url, ...extraEnv })),
    description,
  );
  await app.init();
  return {
    app,
    server: app.getHttpServer(),
    db,
    auth,
    close: async () => {
      await app.close();
      if (replicaOf) return;
      await auth.close();
      await db.drop();
    },
  };
}
