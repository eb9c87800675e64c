// Step "process group": every process the system starts, the state file that lets the next start
// clean up after a killed one, and the order they stop in.
import { rmSync, writeFileSync } from 'node:fs';

import processes from '../process.cjs';

/**
 * @param {{ stateFile: string, ports: Record<string, number>, log: (name: string, line: string) => void }} options
 */
export function createProcessGroup({ stateFile, ports, log }) {
  /** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
  const children = [];
  let postgres;
  let stopping = false;

  const writeState = () =>
    writeFileSync(
      stateFile,
      JSON.stringify(
        { pid: process.pid, ports, children: children.map((c) => ({ name: c.name, pid: c.child.pid })) },
        null,
        2,
      ),
    );

  // Last resort when the process exits without stop(): no child may outlive us.
  const killAllNow = () => {
    // SIGTERM: nginx's master must live long enough to stop its workers.
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    postgres?.kill();
  };
  process.on('exit', killAllNow);

  return {
    /** True once stop() began: exits after that are expected. */
    get stopping() {
      return stopping;
    },
    /** Adds a process; one of the same name (a restarted service) replaces the earlier one. */
    add(name, child) {
      const earlier = children.find((c) => c.name === name);
      if (earlier) earlier.child = child;
      else children.push({ name, child });
      writeState();
    },
    setPostgres(server) {
      postgres = server;
    },
    /** Gateway first (no new requests), then the services, then the database they use. */
    async stop() {
      if (stopping) return;
      stopping = true;
      const running = [...children].reverse();
      for (const c of running.filter((c) => c.name === 'gateway'))
        await processes.stopChild(c.child, { signal: 'SIGQUIT', timeoutMs: 5000 });
      await Promise.all(
        running
          .filter((c) => c.name !== 'gateway')
          .map((c) => processes.stopChild(c.child, { signal: 'SIGTERM', timeoutMs: 10_000 })),
      );
      if (postgres) {
        log('system', 'stopping Postgres');
        await postgres.stop();
      }
      process.removeListener('exit', killAllNow);
      rmSync(stateFile, { force: true });
    },
  };
}
