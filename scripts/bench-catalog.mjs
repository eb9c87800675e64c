// Starts a throwaway Postgres (TEST_DATABASE_URL, Testcontainers or embedded, as the tests do)
// and runs svc-catalog's search benchmark against it; its ROW lines go to scripts/bench.mjs.
import { spawnSync } from 'node:child_process';
import { startTestPostgres } from '../libs/testing/postgres-server.mjs';

const server = await startTestPostgres({ log: (m) => process.stderr.write(`${m}\n`) });
try {
  const result = spawnSync('node', ['svc-catalog/bench/search.bench.mjs', server.adminUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.exitCode = result.status ?? 1;
} finally {
  await server.stop();
}
