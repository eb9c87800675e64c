// System packages the tests and `npm start` need that npm cannot provide: nginx (the gateway) and
// Chromium (browser tests). Installed with apt-get when running as root; otherwise we say what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

const PACKAGES = {
  nginx: { present: () => has('nginx') || existsSync('/usr/sbin/nginx'), apt: ['nginx', 'gettext-base'] },
  chromium: { present: () => existsSync('/usr/bin/chromium'), apt: ['chromium'] },
};

/** Ensures the named system packages; returns the names still missing. */
export function ensureSystemPackages(names, log = (m) => process.stdout.write(`${m}\n`)) {
  const missing = names.filter((n) => !PACKAGES[n].present());
  if (missing.length === 0) return [];
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get')) {
    log(
      `Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.flatMap((n) => PACKAGES[n].apt).join(' ')}`,
    );
    return missing;
  }
  log(`Installing system packages with apt-get: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing.flatMap((n) => PACKAGES[n].apt)], {
    stdio: 'inherit',
    env,
  });
  return missing.filter((n) => !PACKAGES[n].present());
}
