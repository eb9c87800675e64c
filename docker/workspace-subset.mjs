// Writes the part of the npm workspace that one image needs, so that an image builds only its own
// package and the libs it uses: a change to mf-news leaves svc-catalog's install and build layers
// cached (Docker compares the copied files, and they are the same).
//
//   node docker/workspace-subset.mjs <package-dir> <service|frontend> <out-dir>
//
// out-dir/manifests: root package.json (workspaces and build tools cut down to this package),
//                    package-lock.json and each needed workspace's package.json -> npm install
// out-dir/sources:   the needed workspaces' files and the root build config -> npm run build
// Only Node's built-in modules: it runs before anything is installed.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root devDependencies each kind of image needs to build (versions come from the root package.json and the lock). */
export const BUILD_TOOLS = {
  service: ['@swc/cli', '@swc/core'],
  frontend: [
    '@module-federation/enhanced',
    '@swc/core',
    'compression-webpack-plugin',
    'copy-webpack-plugin',
    'css-loader',
    'html-webpack-plugin',
    'style-loader',
    'swc-loader',
    'webpack',
    'webpack-cli',
  ],
};

/** Root files (and folders) each kind of build reads. */
export const ROOT_BUILD_FILES = {
  service: ['.swcrc.node', 'tsconfig.base.json'],
  frontend: ['tsconfig.base.json', 'webpack.federation.js', 'webpack.pages.js', 'webpack'],
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace dirs a package needs: itself and, transitively, every @byp/* package it depends on. */
export function workspaceClosure(rootDir, packageDir) {
  const root = readJson(join(rootDir, 'package.json'));
  const dirByName = new Map(
    root.workspaces.map((dir) => [readJson(join(rootDir, dir, 'package.json')).name, dir]),
  );
  if (!root.workspaces.includes(packageDir))
    throw new Error(`${packageDir} is not a workspace of ${rootDir}`);
  const needed = new Set();
  const visit = (dir) => {
    if (needed.has(dir)) return;
    needed.add(dir);
    const pkg = readJson(join(rootDir, dir, 'package.json'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (dirByName.has(name)) visit(dirByName.get(name));
    }
  };
  visit(packageDir);
  // The root's order: libs before the packages that use them, as `npm run build --workspaces` needs.
  return root.workspaces.filter((dir) => needed.has(dir));
}

export function writeWorkspaceSubset({ rootDir, packageDir, kind, outDir }) {
  if (!BUILD_TOOLS[kind]) throw new Error(`kind must be service or frontend, got "${kind}"`);
  const root = readJson(join(rootDir, 'package.json'));
  const workspaces = workspaceClosure(rootDir, packageDir);
  const missingTools = BUILD_TOOLS[kind].filter((tool) => !root.devDependencies?.[tool]);
  if (missingTools.length) throw new Error(`root package.json lacks build tools: ${missingTools.join(', ')}`);

  rmSync(outDir, { recursive: true, force: true });
  const manifests = join(outDir, 'manifests');
  const sources = join(outDir, 'sources');
  mkdirSync(manifests, { recursive: true });
  mkdirSync(sources, { recursive: true });

  const subsetRoot = {
    name: root.name,
    private: true,
    workspaces,
    devDependencies: Object.fromEntries(BUILD_TOOLS[kind].map((tool) => [tool, root.devDependencies[tool]])),
    ...(root.allowScripts ? { allowScripts: root.allowScripts } : {}),
  };
  writeFileSync(join(manifests, 'package.json'), `${JSON.stringify(subsetRoot, null, 2)}\n`);
  cpSync(join(rootDir, 'package-lock.json'), join(manifests, 'package-lock.json'));
  for (const dir of workspaces) {
    mkdirSync(join(manifests, dir), { recursive: true });
    cpSync(join(rootDir, dir, 'package.json'), join(manifests, dir, 'package.json'));
    cpSync(join(rootDir, dir), join(sources, dir), {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|dist|coverage)$/.test(src),
    });
  }
  for (const file of ROOT_BUILD_FILES[kind])
    cpSync(join(rootDir, file), join(sources, file), { recursive: true });
  return { workspaces };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [packageDir, kind, outDir] = process.argv.slice(2);
  if (!packageDir || !kind || !outDir) {
    process.stderr.write(
      'usage: node docker/workspace-subset.mjs <package-dir> <service|frontend> <out-dir>\n',
    );
    process.exit(2);
  }
  const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (!existsSync(join(rootDir, packageDir, 'package.json'))) {
    process.stderr.write(`no package at ${packageDir}\n`);
    process.exit(2);
  }
  const { workspaces } = writeWorkspaceSubset({ rootDir, packageDir, kind, outDir: resolve(outDir) });
  process.stdout.write(`${packageDir}: ${workspaces.join(', ')}\n`);
}
