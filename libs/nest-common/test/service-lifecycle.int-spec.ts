import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import path from 'node:path';
import { createTestDatabase, testKeyPair, until, type TestDatabase } from '@byp/testing';

const fixture = path.join(__dirname, 'fixtures', 'slow-service.ts');
const registerTs = path.join(__dirname, '..', '..', 'testing', 'register-ts.cjs');
const PORT = 18291;

function runFixture(env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', registerTs, fixture], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  /** Waits until the fixture has printed `line` (it prints 'fixture ready' once listening). */
  const printed = async (line: string) => {
    if (!(await until(() => stdout.includes(line), { giveUp: () => child.exitCode !== null })))
      throw new Error(`fixture did not print '${line}': ${stderr}`);
  };
  const ready = () => printed('fixture ready');
  return { child, exited, ready, printed, output: () => ({ stdout, stderr }) };
}

describe('a service process', () => {
  let db: TestDatabase;
  let running: ChildProcess | undefined;

  /** The fixture service on the test database, started and ready; `running` for the clean-up. */
  const startHealthy = async (env: Record<string, string> = {}) => {
    const run = runFixture({
      DATABASE_URL: db.url,
      JWT_PUBLIC_KEY: testKeyPair().publicKey,
      PORT: String(PORT),
      ...env,
    });
    running = run.child;
    await run.ready();
    return run;
  };
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => running?.kill('SIGKILL'));
  afterAll(() => db.drop());

  it('refuses to start on bad configuration, naming each variable', async () => {
    const run = runFixture({ DATABASE_URL: 'mysql://nope', PORT: 'eighty' });
    running = run.child;
    expect((await run.exited).code).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toContain('DATABASE_URL must be a postgres:// URL');
    expect(stderr).toContain('JWT_PUBLIC_KEY (or JWT_PUBLIC_KEY_FILE) is required');
    expect(stderr).toContain('PORT must be an integer');
  }, 30_000);

  it('finishes in-flight requests on SIGTERM, then stops accepting and exits', async () => {
    const run = await startHealthy();
    const inFlight = fetch(`http://127.0.0.1:${PORT}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await run.printed('slow request started');
    run.child.kill('SIGTERM');
    await expect(inFlight).resolves.toEqual({ status: 200, body: { finished: true } });
    const exit = await run.exited;
    // Nest closes the app, then re-raises the signal so the exit reports it.
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    await expect(fetch(`http://127.0.0.1:${PORT}/health`)).rejects.toThrow();
  }, 30_000);

  it('after SIGTERM serves no new request on a connection kept alive from before (the gateway would reuse it)', async () => {
    const run = await startHealthy();
    // One kept-alive connection, as the gateway's upstream keepalive: the next request waits for
    // it and is sent on it once the slow answer is in.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const request = (path: string) =>
      new Promise<{ status?: number; connection?: string; failure?: string }>((resolve) => {
        get({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        }).on('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code ?? error.message }));
      });
    try {
      const inFlight = request('/slow');
      await run.printed('slow request started');
      run.child.kill('SIGTERM');
      const next = request('/health/live');
      // The request in flight gets its answer, and its connection goes with it; the later one is
      // never answered by the stopping service (through the gateway: its clean 502).
      expect({ inFlight: await inFlight, next: (await next).status }).toEqual({
        inFlight: { status: 200, connection: 'close' },
        next: undefined,
      });
      await run.exited;
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it("logs each request with its id, method and URL and the answer's status, and never headers (tokens, cookies)", async () => {
    const run = await startHealthy({ LOG_LEVEL: 'info' });
    const res = await fetch(`http://127.0.0.1:${PORT}/health?probe=1`, {
      headers: {
        authorization: 'Bearer secret-token',
        cookie: 'session=secret-cookie',
        'x-request-id': 'log-check-1',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-powered-by')).toBeNull();
    await fetch(`http://127.0.0.1:${PORT}/missing`, {
      headers: { authorization: 'Bearer secret-token', 'x-request-id': 'log-check-2' },
    });
    // The line is written when the response has finished: wait for it.
    const line = await until(
      () =>
        run
          .output()
          .stdout.split('\n')
          .filter((l) => l.includes('log-check-2'))
          .map((l) => JSON.parse(l) as { req?: unknown; res?: unknown })
          .find((entry) => entry.res),
      { timeoutMs: 10_000 },
    );
    expect(line?.req).toEqual({ id: 'log-check-2', method: 'GET', url: '/missing' });
    expect(line?.res).toEqual({ statusCode: 404 });
    expect(run.output().stdout).not.toContain('secret-token');
    expect(run.output().stdout).not.toContain('secret-cookie');
  }, 30_000);
});
