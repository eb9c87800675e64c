import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const gateway = require('../../scripts/lib/gateway.cjs');

const processes = require('../../scripts/lib/process.cjs');

export interface StaticDist {
  name: string;
  port: number;
  spa: boolean;
  files: Record<string, string | Buffer>;
}

/** The real nginx, rendered from gateway/nginx.conf.template, running in a throwaway directory. */
export class GatewayUnderTest {
  readonly dir: string;
  readonly log: string[] = [];
  private nginx?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly dists: StaticDist[] = [],
  ) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byp-gateway-'));
    // nginx workers run as nobody when the tests run as root: they must read the dists.
    fs.chmodSync(this.dir, 0o755);
  }

  static nginxAvailable(): boolean {
    return Boolean(gateway.findNginx()) && gateway.hasEnvsubst();
  }

  get accessLog(): string {
    return path.join(this.dir, 'access.log');
  }

  /**
   * nginx writes the access-log line in its log phase, after the response has gone out, so a
   * client can hold the answer before the line exists: wait for the line, not for a time.
   */
  async waitForAccessLogEntry(
    matches: (entry: Record<string, unknown>) => boolean,
    timeoutMs = 10_000,
  ): Promise<Record<string, unknown> | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = fs.existsSync(this.accessLog) ? fs.readFileSync(this.accessLog, 'utf8') : '';
      const entry = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find(matches);
      if (entry || Date.now() > deadline) return entry;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async start(): Promise<void> {
    const staticServers = this.dists.map((dist) => {
      const root = path.join(this.dir, 'dist', dist.name);
      for (const [file, content] of Object.entries(dist.files)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), content);
      }
      return { name: dist.name, listen: `127.0.0.1:${dist.port}`, root, spa: dist.spa };
    });
    for (const d of [
      path.join(this.dir, 'dist'),
      ...this.dists.map((dist) => path.join(this.dir, 'dist', dist.name)),
    ]) {
      if (fs.existsSync(d)) fs.chmodSync(d, 0o755);
    }
    const outDir = path.join(this.dir, 'nginx');
    gateway.renderGateway({
      outDir,
      env: {
        PORT: `127.0.0.1:${this.port}`,
        NGINX_WORKER_PROCESSES: '1',
        NGINX_ACCESS_LOG: this.accessLog,
        NGINX_ERROR_LOG: path.join(this.dir, 'error.log'),
        ...this.env,
      },
      staticServers,
    });
    gateway.testGatewayConfig(outDir);
    const nginx: ChildProcess = gateway.spawnNginx(outDir);
    processes.pipeLines(nginx, (line: string) => this.log.push(line));
    this.nginx = nginx;
    await processes.waitForHttp(`http://127.0.0.1:${this.port}/healthz`, {
      timeoutMs: 10000,
      child: nginx,
      name: 'nginx',
    });
  }

  async stop(): Promise<void> {
    await processes.stopChild(this.nginx, { signal: 'SIGQUIT', timeoutMs: 5000 });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
