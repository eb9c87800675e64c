// Step "database": the embedded Postgres under dataDir/postgres with one role and schema per
// service, or the server DATABASE_URL names (then each service keeps its own schema there).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ensureServiceDatabases, startEmbeddedPostgres } from '../postgres.mjs';

/**
 * @returns {Promise<{ databaseUrls: Record<string, string>, fresh: boolean,
 *   postgres?: { stop: () => Promise<void>, kill: () => void } }>}  fresh: a new embedded cluster
 */
export async function startDatabase({ env, dataDir, port, serviceNames, log, onPostgres, postgresSettings }) {
  if (env.DATABASE_URL) {
    log('system', 'using DATABASE_URL for all three services (each keeps its own schema)');
    return {
      databaseUrls: Object.fromEntries(serviceNames.map((name) => [name, env.DATABASE_URL])),
      fresh: false,
    };
  }
  // Postgres is chatty at LOG level; show problems only unless LOG_LEVEL asks for more.
  const verbose = ['debug', 'trace'].includes(env.LOG_LEVEL ?? '');
  const postgresLog = (line) => {
    if (verbose || /\b(WARNING|ERROR|FATAL|PANIC)\b|ready to accept|initdb|initialising/i.test(line))
      log('postgres', line);
  };
  const fresh = !existsSync(join(dataDir, 'postgres', 'PG_VERSION'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port,
    log: postgresLog,
    settings: postgresSettings,
  });
  // Registered before anything else can fail, so that stopping the system stops it too.
  onPostgres(postgres);
  const databaseUrls = await ensureServiceDatabases({ superuserUrl: postgres.superuserUrl, dataDir });
  log('system', `Postgres on 127.0.0.1:${port}, roles and schemas: ${Object.keys(databaseUrls).join(', ')}`);
  return { databaseUrls, fresh, postgres };
}
