import { startTestPostgres } from './postgres-server.mjs';

export default async function globalSetup() {
  const server = await startTestPostgres({ log: (m) => process.stdout.write(`\n${m}\n`) });
  process.env.BYP_TEST_PG_ADMIN_URL = server.adminUrl;
  globalThis.__bypTestPostgres = server;
}
