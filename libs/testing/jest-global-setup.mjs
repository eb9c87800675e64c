import { generateKeyPairSync, randomBytes } from 'node:crypto';

import { startTestPostgres } from './postgres-server.mjs';

export default async function globalSetup() {
  const server = await startTestPostgres({ log: (m) => process.stdout.write(`\n${m}\n`) });
  process.env.BYP_TEST_PG_ADMIN_URL = server.adminUrl;
  // Names this run's migrated template databases (src/test-database.ts).
  process.env.BYP_TEST_RUN_ID = randomBytes(4).toString('hex');
  // One RSA pair for every test file (src/keys.ts): each file would otherwise generate its own.
  process.env.BYP_TEST_KEY_PAIR = JSON.stringify(
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }),
  );
  globalThis.__bypTestPostgres = server;
}
