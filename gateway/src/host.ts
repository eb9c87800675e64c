// The facts of the machine nginx runs on, which the renderer itself keeps out of (render.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

import type { HostFacts } from './render';
import type { GatewaySettings } from './settings';

/** The first nameserver of resolv.conf (Docker's 127.0.0.11, the cluster DNS), else Docker's. */
export function systemResolver(resolvConf = '/etc/resolv.conf'): string {
  const text = fs.existsSync(resolvConf) ? fs.readFileSync(resolvConf, 'utf8') : '';
  return /^\s*nameserver\s+(\S+)/m.exec(text)?.[1] ?? '127.0.0.11';
}

/** `nginx -v` (it prints to stderr); '' when no nginx answers. /usr/sbin is often not on PATH. */
export function installedNginxVersion(): string {
  for (const binary of ['nginx', '/usr/sbin/nginx']) {
    const result = spawnSync(binary, ['-v'], { encoding: 'utf8' });
    const match = /nginx version: [^/]*\/([0-9.]+)/.exec(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    if (match) return match[1];
  }
  return '';
}

export function hostFacts(settings: GatewaySettings): HostFacts {
  const moduleExists = (file: string) => file !== '' && fs.existsSync(file);
  return {
    resolver: settings.resolver || systemResolver(),
    // The official images set NGINX_VERSION.
    nginxVersion: settings.nginxVersion || installedNginxVersion(),
    brotliStatic: moduleExists(settings.brotliStaticModule),
    brotliFilter: moduleExists(settings.brotliFilterModule),
  };
}
