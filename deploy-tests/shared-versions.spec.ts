import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shared singletons carry no requiredVersion (webpack.federation.js: the runtime's semver
 * check cost every page 25–50 ms of main thread), so the versions must agree before a build
 * ships: each frontend pins the same exact version of every shared package it declares. (Here,
 * not in shell/: no file of the shell reads a remote's, eslint.config.mjs.)
 */
const repoRoot = join(__dirname, '..');
const FRONTENDS = ['shell', 'mf-directory', 'mf-news', 'mf-admin'];

const { sharedConfig } = require(join(repoRoot, 'webpack.federation.js')) as {
  sharedConfig: () => Record<string, { singleton: boolean; requiredVersion: unknown }>;
};

const packageName = (request: string) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

const declaredBy = (frontend: string): Record<string, string> =>
  JSON.parse(readFileSync(join(repoRoot, frontend, 'package.json'), 'utf8')).dependencies ?? {};

describe('shared singletons', () => {
  const shared = sharedConfig();
  const packages = [...new Set(Object.keys(shared).map(packageName))].filter(
    (name) => !name.startsWith('@byp/'),
  );

  it('are singletons without a version range to check in the browser', () => {
    for (const [request, options] of Object.entries(shared)) {
      expect({ request, singleton: options.singleton, requiredVersion: options.requiredVersion }).toEqual({
        request,
        singleton: true,
        requiredVersion: false,
      });
    }
  });

  it.each(packages)('%s: every frontend that declares it pins the same exact version', (name) => {
    const versions = Object.fromEntries(
      FRONTENDS.map((frontend) => [frontend, declaredBy(frontend)[name]]).filter(([, version]) => version),
    );
    expect(Object.keys(versions)).toContain('shell');
    for (const version of Object.values(versions)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(Object.values(versions)).size).toBe(1);
  });
});
