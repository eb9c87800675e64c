import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__bypE2eSystem;
  if (!handle) return;
  await handle.system.stop();
  rmSync(handle.dataDir, { recursive: true, force: true });
}
