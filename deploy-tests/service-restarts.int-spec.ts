import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { until } from '@byp/testing';
import { freePorts } from '../libs/testing/free-ports.mjs';

const processes = require('../scripts/lib/process.cjs');

// Issue 31 ("a service dies"): under `npm start`, a service that dies is restarted with backoff and
// the terminal says so; one that keeps failing at start-up stops the system with its last lines.
// This runs the system starter's services step (scripts/lib/system/services.mjs, the code npm
// start runs) and its process group on a small HTTP service of the same shape as ours (dist/main.js,
// /health on PORT), so the test needs neither Postgres nor a build.
const repoRoot = path.resolve(__dirname, '..');

const FAKE_SERVICE = `
const fs = require('node:fs');
const http = require('node:http');
if (fs.existsSync(process.env.FAIL_FILE)) {
  console.error('could not connect to the database: ECONNREFUSED 127.0.0.1:5432');
  process.exit(1);
}
http
  .createServer((req, res) => res.end(String(process.pid)))
  .listen(Number(process.env.PORT), process.env.HOST, () => console.log('listening, pid ' + process.pid));
`;

/** The scripts are plain ES modules without declarations: what this test uses of them. */
type Log = (name: string, line: string) => void;
interface ProcessGroup {
  stop: () => Promise<void>;
}
interface ProcessGroupModule {
  createProcessGroup: (options: {
    stateFile: string;
    ports: Record<string, number>;
    log: Log;
  }) => ProcessGroup;
}
interface ServicesStep {
  startServices: (options: Record<string, unknown>) => Promise<void>;
}
const load = (file: string): Promise<unknown> => import(path.join(repoRoot, file));

interface Started {
  logs: string[];
  failures: Error[];
  health: string;
  stateFile: string;
  stop: () => Promise<void>;
  failFile: string;
}

describe('npm start keeps its services running', () => {
  let rootDir: string;
  let running: Started | undefined;

  beforeAll(() => {
    rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-restarts-'));
    fs.mkdirSync(path.join(rootDir, 'svc-fake', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(rootDir, 'svc-fake', 'dist', 'main.js'), FAKE_SERVICE);
    fs.mkdirSync(path.join(rootDir, 'libs', 'nest-common'), { recursive: true });
    fs.copyFileSync(
      path.join(repoRoot, 'libs/nest-common/node-options.json'),
      path.join(rootDir, 'libs/nest-common/node-options.json'),
    );
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

  /** The services step with one fake service; `failing` makes it fail at start from the first. */
  async function startFake({ failing = false } = {}): Promise<Started> {
    const { startServices } = (await load('scripts/lib/system/services.mjs')) as ServicesStep;
    const { createProcessGroup } = (await load('scripts/lib/system/process-group.mjs')) as ProcessGroupModule;
    const { fake } = await freePorts(['fake']);
    const dir = fs.mkdtempSync(path.join(rootDir, 'run-'));
    const failFile = path.join(dir, 'fail');
    if (failing) fs.writeFileSync(failFile, '');
    const stateFile = path.join(dir, 'system.json');
    const logs: string[] = [];
    const failures: Error[] = [];
    const log = (name: string, line: string) => logs.push(`[${name}] ${line}`);
    const group = createProcessGroup({ stateFile, ports: { fake }, log });
    const started: Started = {
      logs,
      failures,
      health: `http://127.0.0.1:${fake}/health`,
      stateFile,
      stop: () => group.stop(),
      failFile,
    };
    running = started;
    await startServices({
      rootDir,
      env: { PATH: process.env.PATH ?? '', FAIL_FILE: failFile },
      ports: { fake },
      services: [{ name: 'fake', dir: 'svc-fake', portKey: 'fake' }],
      databaseUrls: { fake: 'postgres://unused' },
      keyEnv: {},
      adminPasswordFile: path.join(dir, 'admin-password'),
      healthTimeoutMs: 30_000,
      group,
      log,
      onGiveUp: (error: Error) => failures.push(error),
      // Short waits: the test waits for what the terminal says, not for time.
      restartDelaysMs: [100, 200],
    });
    return started;
  }

  /** The pid of the service process the state file names (the one npm start would clean up). */
  const servicePid = (stateFile: string): number =>
    JSON.parse(fs.readFileSync(stateFile, 'utf8')).children.find((c: { name: string }) => c.name === 'fake')
      .pid;
  const answeringPid = async (url: string) => {
    const res = await fetch(url).catch(() => undefined);
    return res?.ok ? Number(await res.text()) : undefined;
  };

  it('restarts a service killed with SIGKILL, says so, and it answers again', async () => {
    const system = await startFake();
    const first = servicePid(system.stateFile);
    expect(await answeringPid(system.health)).toBe(first);

    process.kill(first, 'SIGKILL');
    expect(
      await until(() => system.logs.find((l) => l.includes('svc-fake is healthy again')), {
        timeoutMs: 30_000,
      }),
    ).toBeDefined();
    expect(system.logs).toContainEqual('[system] svc-fake exited (SIGKILL); restarting in 0.1 s (restart 1)');
    const second = servicePid(system.stateFile);
    expect(second).not.toBe(first);
    expect(processes.processAlive(second)).toBe(true);
    expect(await answeringPid(system.health)).toBe(second);

    // A second death in a row waits longer (backoff).
    process.kill(second, 'SIGKILL');
    expect(
      await until(() => system.logs.find((l) => l.includes('restarting in 0.2 s (restart 2)')), {
        timeoutMs: 30_000,
      }),
    ).toBeDefined();
    expect(
      await until(() => system.logs.filter((l) => l.includes('svc-fake is healthy again')).length === 2, {
        timeoutMs: 30_000,
      }),
    ).toBe(true);
    expect(system.failures).toEqual([]);
  });

  it('gives up on a service that keeps failing at start-up after it died, with its last lines', async () => {
    const system = await startFake();
    fs.writeFileSync(system.failFile, '');
    process.kill(servicePid(system.stateFile), 'SIGKILL');
    expect(await until(() => system.failures[0], { timeoutMs: 30_000 })).toBeDefined();
    const [failure] = system.failures;
    expect(failure.message).toMatch(/^svc-fake failed to start 3 times in a row \(last: code 1\)/);
    expect(failure.message).toContain('could not connect to the database: ECONNREFUSED');
    expect(system.logs.filter((l) => /svc-fake exited \(code 1\); restarting/.test(l))).toHaveLength(2);
  });

  it('fails the start of a service that never comes up, with its last lines', async () => {
    await expect(startFake({ failing: true })).rejects.toThrow(
      /svc-fake failed to start 3 times in a row \(last: code 1\); its last lines:\n.*ECONNREFUSED/,
    );
  });
});
