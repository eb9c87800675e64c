import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { Client } from 'pg';

import { createTestDatabase, type TestDatabase } from '@byp/testing';

// docker/postgres/service-roles.sql, run the two ways the project runs it: by npm start's code
// (scripts/lib/postgres.mjs, over the wire) and by psql (the init script of compose and the local
// cluster). Either way a service role may work in its own schema and nowhere else.
const repoRoot = path.resolve(__dirname, '..');
const sqlFile = path.join(repoRoot, 'docker', 'postgres', 'service-roles.sql');
const psqlAvailable = (() => {
  try {
    execFileSync('psql', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Role names of this run: roles are global to the server, which other suites share. */
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const PASSWORD = 'a \'quoted\' "password" with spaces';

function runAsNpmStart(url: string, role: string): void {
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import pg from 'pg';
       const { ensureServiceRole } = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'scripts/lib/postgres.mjs')).href)});
       const db = new pg.Client({ connectionString: process.env.URL });
       await db.connect();
       try { await ensureServiceRole(db, process.env.ROLE, process.env.PASSWORD); } finally { await db.end(); }`,
    ],
    { cwd: repoRoot, env: { ...process.env, URL: url, ROLE: role, PASSWORD }, stdio: 'pipe' },
  );
}

function runAsPsql(url: string, role: string): void {
  execFileSync(
    'psql',
    [
      '-v',
      'ON_ERROR_STOP=1',
      '--no-psqlrc',
      '--quiet',
      '-v',
      `role=${role}`,
      '-v',
      `password=${PASSWORD}`,
      '-f',
      sqlFile,
      url,
    ],
    { stdio: 'pipe' },
  );
}

const WAYS = [
  ['npm start (scripts/lib/postgres.mjs)', runAsNpmStart],
  ...(psqlAvailable ? [['psql (compose and Kubernetes init script)', runAsPsql] as const] : []),
] as const;

describe.each(WAYS)('service-roles.sql run by %s', (_way, run) => {
  let db: TestDatabase;
  const role = `roles_${run === runAsPsql ? 'psql' : 'node'}_${suffix}`;
  const other = `${role}_other`;
  const asRole = (name: string) => {
    const url = new URL(db.url);
    url.username = name;
    url.password = PASSWORD;
    return url.toString();
  };
  async function query(url: string, sql: string) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    run(db.url, role);
    run(db.url, other);
    // Run again: what npm start does on every start. It must change nothing but the password.
    run(db.url, role);
  });

  afterAll(async () => {
    await db?.drop();
    const admin = new Client({ connectionString: db.url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
    await admin.connect();
    try {
      for (const name of [role, other]) await admin.query(`DROP ROLE IF EXISTS "${name}"`);
    } finally {
      await admin.end();
    }
  });

  it('the role has a password and logs in, lands in its own schema and creates tables there', async () => {
    const login = await query(
      db.url,
      `SELECT rolcanlogin, rolpassword IS NOT NULL AS has_password, rolsuper, rolcreatedb, rolcreaterole FROM pg_authid WHERE rolname = '${role}'`,
    );
    expect(login.rows).toEqual([
      { rolcanlogin: true, has_password: true, rolsuper: false, rolcreatedb: false, rolcreaterole: false },
    ]);
    const url = asRole(role);
    expect((await query(url, 'SHOW search_path')).rows[0].search_path).toBe(role);
    await query(url, 'CREATE TABLE note (id int PRIMARY KEY, text text)');
    const owner = await query(
      db.url,
      `SELECT tableowner, schemaname FROM pg_tables WHERE tablename = 'note'`,
    );
    expect(owner.rows).toEqual([{ tableowner: role, schemaname: role }]);
  });

  it('uses the extensions in public, and may create nothing outside its schema', async () => {
    const url = asRole(role);
    const folded = await query(
      url,
      `SELECT public.unaccent('Café') AS text, public.similarity('пекарня', 'Пекарня') AS sim`,
    );
    expect(folded.rows[0].text).toBe('Cafe');
    await expect(query(url, 'CREATE SCHEMA elsewhere')).rejects.toThrow(/permission denied/);
    await expect(query(url, 'CREATE TABLE public.intruder (id int)')).rejects.toThrow(/permission denied/);
  });

  it("cannot read or write another service's schema", async () => {
    await query(asRole(other), 'CREATE TABLE secret (id int)');
    await expect(query(asRole(role), `SELECT * FROM "${other}".secret`)).rejects.toThrow(/permission denied/);
  });

  it('a role the SQL did not create cannot connect to the database', async () => {
    const outsider = `${role}_outsider`;
    await query(db.url, `CREATE ROLE "${outsider}" LOGIN PASSWORD 'x'`);
    try {
      const url = new URL(db.url);
      url.username = outsider;
      url.password = 'x';
      await expect(query(url.toString(), 'SELECT 1')).rejects.toThrow(/permission denied|not permitted/);
    } finally {
      await query(db.url, `DROP ROLE "${outsider}"`);
    }
  });
});
