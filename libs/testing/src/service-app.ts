import type { INestApplication } from '@nestjs/common';
import { createService, type ServiceDescription } from '@byp/nest-common';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testKeyPair } from './keys';

export interface ServiceUnderTest {
  app: INestApplication;
  /** An http.Server for supertest. */
  server: ReturnType<INestApplication['getHttpServer']>;
  db: TestDatabase;
  close(): Promise<void>;
}

/** Environment a service needs in tests: its own fresh database, the test key, quiet logs. */
export function testEnv(dbUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: dbUrl,
    JWT_PUBLIC_KEY: testKeyPair().publicKey,
    LOG_LEVEL: 'silent',
    SEED_SAMPLE_DATA: 'false',
    ...extra,
  };
}

/** Boots a real service (real module, real Postgres, migrations run) for supertest. */
export async function startServiceForTest(
  moduleFor: (env: NodeJS.ProcessEnv) => unknown,
  description: ServiceDescription,
  extraEnv: Record<string, string> = {},
): Promise<ServiceUnderTest> {
  const db = await createTestDatabase();
  const app = await createService(moduleFor(testEnv(db.url, extraEnv)), description);
  await app.init();
  return {
    app,
    server: app.getHttpServer(),
    db,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
