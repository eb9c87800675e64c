#!/usr/bin/env node
// The processes `npm start` runs and their default ports: the one list that the system starter
// (scripts/lib/system.mjs and ./system/), CI's smoke check (scripts/ci/smoke.mjs) and CI's port
// check (.ci/run, through the command below) read. Built-in modules only: CI reads it before
// anything is installed.
//   node scripts/lib/ports.mjs     prints the default ports, space-separated
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Default ports, each overridable by the environment variable beside it. */
export const DEFAULT_PORTS = {
  gateway: ['PORT', 8080],
  // Where the services ask the gateway for a new API generation after a write (gateway README).
  gatewayInternal: ['GATEWAY_INTERNAL_PORT', 8081],
  catalog: ['CATALOG_PORT', 3001],
  content: ['CONTENT_PORT', 3002],
  auth: ['AUTH_PORT', 3003],
  postgres: ['PGPORT', 54329],
  shell: ['SHELL_PORT', 4000],
  directory: ['MF_DIRECTORY_PORT', 4001],
  news: ['MF_NEWS_PORT', 4002],
  admin: ['MF_ADMIN_PORT', 4003],
};

/**
 * The services: name (svc-<name>), folder, the key of their port above, and the gateway
 * renderer's variable that points at them.
 */
export const SERVICES = [
  { name: 'catalog', dir: 'svc-catalog', portKey: 'catalog', upstreamVar: 'CATALOG_UPSTREAM' },
  { name: 'content', dir: 'svc-content', portKey: 'content', upstreamVar: 'CONTENT_UPSTREAM' },
  { name: 'auth', dir: 'svc-auth', portKey: 'auth', upstreamVar: 'AUTH_UPSTREAM' },
];

/** The frontends, each served from its dist by a static server of the gateway's nginx. */
export const FRONTENDS = [
  { name: 'shell', dir: 'shell', spa: true, portKey: 'shell', upstreamVar: 'SHELL_UPSTREAM' },
  {
    name: 'mf-directory',
    dir: 'mf-directory',
    spa: false,
    portKey: 'directory',
    upstreamVar: 'MF_DIRECTORY_UPSTREAM',
  },
  { name: 'mf-news', dir: 'mf-news', spa: false, portKey: 'news', upstreamVar: 'MF_NEWS_UPSTREAM' },
  { name: 'mf-admin', dir: 'mf-admin', spa: false, portKey: 'admin', upstreamVar: 'MF_ADMIN_UPSTREAM' },
];

/** Each port: `overrides`, else its variable in `env`, else its default. */
export function resolvePorts(env = process.env, overrides = {}) {
  const ports = {};
  for (const [key, [variable, fallback]] of Object.entries(DEFAULT_PORTS)) {
    const value = overrides[key] ?? env[variable] ?? fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${variable} must be a port number, got "${value}"`);
    ports[key] = port;
  }
  return ports;
}

/** The variable that sets each port, by key. */
export const portVariables = () =>
  Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([key, [variable]]) => [key, variable]));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(
    `${Object.values(DEFAULT_PORTS)
      .map(([, port]) => port)
      .join(' ')}\n`,
  );
}
