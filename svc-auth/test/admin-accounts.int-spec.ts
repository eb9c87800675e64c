import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Client } from 'pg';
import { createService } from '@byp/nest-common';
import {
  createTestDatabase,
  generateKeyPair,
  startServiceForTest,
  testEnv,
  until,
  type TestDatabase,
} from '@byp/testing';
import { AppModule, SERVICE } from '../src/app.module';
import { ADMIN_PASSWORD, authEnv, runTs, SVC_AUTH_DIR } from './support/auth-test-env';
import { freePort } from '../../libs/testing/free-ports.mjs';

const BANNER = /Admin account created: username "([^"]+)", password "([^"]+)"/;

/** Runs a process to its end, feeding `input` on stdin. */
function run(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: SVC_AUTH_DIR,
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** Boots another instance of the app on an existing database, capturing what it writes to stdout. */
async function bootCapturingStdout(dbUrl: string, extra: Record<string, string>) {
  const writes: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  });
  try {
    const app = await createService(AppModule.register(testEnv(dbUrl, extra)), SERVICE);
    await app.init();
    return { app, stdout: writes.join('') };
  } finally {
    spy.mockRestore();
  }
}

describe('svc-auth admin accounts', () => {
  describe('first start without ADMIN_PASSWORD', () => {
    let db: TestDatabase;
    afterAll(() => db?.drop());

    it('creates the admin with a generated password, printed once, that logs in', async () => {
      db = await createTestDatabase();
      const env = authEnv({ ADMIN_PASSWORD: '' });
      const first = await bootCapturingStdout(db.url, env);
      try {
        const lines = first.stdout.split('\n').filter((line) => BANNER.test(line));
        expect(lines).toHaveLength(1);
        const [, username, password] = BANNER.exec(lines[0])!;
        expect(username).toBe('admin');
        expect(password.length).toBeGreaterThanOrEqual(20);
        await request(first.app.getHttpServer())
          .post('/api/admin/login')
          .send({ username, password })
          .expect(200);
      } finally {
        await first.app.close();
      }

      const second = await bootCapturingStdout(db.url, env);
      await second.app.close();
      expect(second.stdout).not.toMatch(/Admin account created/);
    });
  });

  describe('first start with ADMIN_INITIAL_PASSWORD_FILE', () => {
    let db: TestDatabase;
    let dir: string;
    beforeEach(async () => {
      db = await createTestDatabase();
      dir = mkdtempSync(path.join(tmpdir(), 'byp-admin-password-'));
    });
    afterEach(async () => {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    });

    it('hands the generated password over in a new file of mode 600, never on stdout', async () => {
      const file = path.join(dir, 'nested', 'admin-password');
      const booted = await bootCapturingStdout(
        db.url,
        authEnv({ ADMIN_PASSWORD: '', ADMIN_INITIAL_PASSWORD_FILE: file }),
      );
      try {
        const password = readFileSync(file, 'utf8').trim();
        expect(password.length).toBeGreaterThanOrEqual(20);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(booted.stdout).not.toContain(password);
        expect(booted.stdout).not.toMatch(/Admin account created/);
        await request(booted.app.getHttpServer())
          .post('/api/admin/login')
          .send({ username: 'admin', password })
          .expect(200);
      } finally {
        await booted.app.close();
      }
    });

    it('never overwrites an existing file (the password then goes to stdout once)', async () => {
      const file = path.join(dir, 'admin-password');
      writeFileSync(file, 'kept by the operator\n', { mode: 0o600 });
      const booted = await bootCapturingStdout(
        db.url,
        authEnv({ ADMIN_PASSWORD: '', ADMIN_INITIAL_PASSWORD_FILE: file }),
      );
      await booted.app.close();
      expect(readFileSync(file, 'utf8')).toBe('kept by the operator\n');
      expect(booted.stdout.split('\n').filter((line) => BANNER.test(line))).toHaveLength(1);
    });

    it('writes no file when ADMIN_PASSWORD chose the password', async () => {
      const file = path.join(dir, 'admin-password');
      const booted = await bootCapturingStdout(db.url, authEnv({ ADMIN_INITIAL_PASSWORD_FILE: file }));
      await booted.app.close();
      expect(existsSync(file)).toBe(false);
    });
  });

  describe('ADMIN_PASSWORD for an admin that exists already', () => {
    it('does not change the stored password', async () => {
      const svc = await startServiceForTest((env) => AppModule.register(env), SERVICE, authEnv());
      try {
        const other = await bootCapturingStdout(
          svc.db.url,
          authEnv({ ADMIN_PASSWORD: 'a different password' }),
        );
        await other.app.close();
        expect(other.stdout).toBe('');
        const login = (password: string) =>
          request(svc.server).post('/api/admin/login').send({ username: 'admin', password });
        await login(ADMIN_PASSWORD).expect(200);
        await login('a different password').expect(401);
      } finally {
        await svc.close();
      }
    });
  });

  it('refuses to start with a private key that does not match the public key', () => {
    const { privateKey } = generateKeyPair();
    expect(() =>
      AppModule.register(testEnv('postgres://x@127.0.0.1/x', authEnv({ JWT_PRIVATE_KEY: privateKey }))),
    ).toThrow(/JWT_PRIVATE_KEY: does not match JWT_PUBLIC_KEY/);
  });

  describe('the process (node src/main.ts) with LOG_LEVEL=debug', () => {
    it('prints the generated password exactly once, and never in its logs', async () => {
      const db = await createTestDatabase();
      const port = await freePort();
      const child = spawn(process.execPath, runTs('src/main.ts'), {
        cwd: SVC_AUTH_DIR,
        env: {
          PATH: process.env.PATH,
          ...testEnv(db.url, authEnv({ ADMIN_PASSWORD: '' })),
          LOG_LEVEL: 'debug',
          PORT: String(port),
        },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      try {
        await until(() => /successfully started/.test(output), {
          timeoutMs: 20_000,
          giveUp: () => child.exitCode !== null,
        });
        const [, , password] = BANNER.exec(output) ?? [];
        expect(password).toBeDefined();
        await request(`http://127.0.0.1:${port}`)
          .post('/api/admin/login')
          .send({ username: 'admin', password })
          .expect(200);
        // The login's own log line is the one that could leak it: wait until it has been written.
        const loggedLogin = () =>
          output
            .split('\n')
            .some((line) => line.includes('"url":"/api/admin/login"') && line.includes('"res":'));
        expect(await until(loggedLogin, { timeoutMs: 10_000 })).toBe(true);
        expect(output.split(password).length - 1).toBe(1);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('close', r));
        await db.drop();
      }
    }, 30_000);
  });

  describe('CLI: admin.ts set-password', () => {
    let db: TestDatabase;
    const cli = (args: string[], input?: string) =>
      run([...runTs('src/cli/admin.ts'), ...args], { DATABASE_URL: db.url }, input);
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db.drop());

    it('creates an admin on an empty database (running the migrations) with the password from stdin', async () => {
      const result = await cli(['set-password', 'olena'], 'a brand new password\n');
      expect(result).toMatchObject({ code: 0, stdout: 'Admin account "olena" created.\n' });
      const svc = await createService(AppModule.register(testEnv(db.url, authEnv())), SERVICE);
      await svc.init();
      try {
        const login = (password: string) =>
          request(svc.getHttpServer()).post('/api/admin/login').send({ username: 'olena', password });
        await login('a brand new password').expect(200);
      } finally {
        await svc.close();
      }
    }, 30_000);

    it("resets an existing password and ends that admin's sessions", async () => {
      const svc = await createService(AppModule.register(testEnv(db.url, authEnv())), SERVICE);
      await svc.init();
      try {
        const server = svc.getHttpServer();
        const { token } = (
          await request(server)
            .post('/api/admin/login')
            .send({ username: 'admin', password: ADMIN_PASSWORD })
            .expect(200)
        ).body;
        const result = await cli(['set-password', 'ADMIN'], 'replacement password 2');
        expect(result.code).toBe(0);
        expect(result.stdout).toMatch(/Password of admin "ADMIN" changed/);
        await request(server).get('/api/admin/validate').set('Authorization', `Bearer ${token}`).expect(401);
        await request(server)
          .post('/api/admin/login')
          .send({ username: 'admin', password: ADMIN_PASSWORD })
          .expect(401);
        await request(server)
          .post('/api/admin/login')
          .send({ username: 'admin', password: 'replacement password 2' })
          .expect(200);
        const client = new Client({ connectionString: db.url });
        await client.connect();
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM auth.admin_user WHERE lower(username) = 'admin'`,
        );
        await client.end();
        expect(rows[0].n).toBe(1);
      } finally {
        await svc.close();
      }
    }, 30_000);

    it('refuses a short password, a missing username and a password on the command line', async () => {
      const short = await cli(['set-password', 'olena'], 'short\n');
      expect(short.code).toBe(2);
      expect(short.stderr).toMatch(/at least 12 characters/);
      expect((await cli(['set-password'], 'long enough password')).code).toBe(2);
      const argv = await cli(['set-password', 'olena', 'a password on argv'], '');
      expect(argv.code).toBe(2);
      expect(argv.stderr).toMatch(/Usage/);
      // A ceiling, not a wait: three processes, each ~10 s to start on a 2-core host under load.
    }, 60_000);

    it('names the missing DATABASE_URL', async () => {
      const result = await run(
        [...runTs('src/cli/admin.ts'), 'set-password', 'olena'],
        {},
        'a long enough password',
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/DATABASE_URL/);
    }, 30_000);
  });
});
