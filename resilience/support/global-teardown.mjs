import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__bypResilienceSystem;
  if (!handle) return;
  await new Promise((resolve) => handle.control.server.close(resolve));
  // A service a failed test left down stays down: stop() stops what runs.
  await handle.system.stop();
  rmSync(handle.dataDir, { recursive: true, force: true });
}
