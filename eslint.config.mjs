import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repoRoot = import.meta.dirname;

// Package boundaries (issue 9): only libs/ are shared. A remote never imports another remote or
// the shell, a frontend never imports a service, a service never imports another service, and a
// lib imports no app. Core no-restricted-imports, one block per package (a later block for the
// same file would replace the rule, not add to it); `import type` counts too.
const REMOTES = ['mf-directory', 'mf-news', 'mf-admin'];
const FRONTENDS = ['shell', ...REMOTES];
const SERVICES = ['svc-catalog', 'svc-content', 'svc-auth'];

/** Matches an import of the package by name (@byp/<dir>) or by a relative path through its folder. */
const packageImport = (dir) => `(^|/)${dir}(/|$)`;

/**
 * Packages no file imports, anywhere (issue 30). React Router v7 is one package, `react-router`;
 * `react-router-dom` only re-exports it, and the builds share and alias `react-router` (the
 * subset in libs/platform/src/shared-subsets, webpack/shared.js), not the re-export.
 */
const NEVER_IMPORTED = [
  {
    regex: '^react-router-dom(/|$)',
    message:
      "Import React Router v7 from 'react-router' (react-router-dom only re-exports it, and it is not installed).",
  },
];

function boundary(dir, forbidden, rule) {
  return {
    files: [`${dir}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...NEVER_IMPORTED,
            ...forbidden.map((other) => ({
              regex: packageImport(other),
              message: `${dir} must not import ${other}: ${rule} Share code through libs/ (@byp/*).`,
            })),
          ],
        },
      ],
    },
  };
}

const others = (list, self) => list.filter((name) => name !== self);

export const boundaries = [
  ...REMOTES.map((remote) =>
    boundary(
      remote,
      [...others(REMOTES, remote), 'shell', ...SERVICES],
      'a remote never imports another remote, the shell or a service (remotes load at run time through module federation).',
    ),
  ),
  boundary(
    'shell',
    [...REMOTES, ...SERVICES],
    'the shell loads remotes through module federation and never imports a service.',
  ),
  ...SERVICES.map((service) =>
    boundary(
      service,
      [...others(SERVICES, service), ...FRONTENDS],
      'a service never imports another service or a frontend (they talk over HTTP).',
    ),
  ),
  boundary(
    'libs',
    [...SERVICES, ...FRONTENDS],
    'libs are shared by every package and depend on none of them.',
  ),
];

/**
 * Issue 24: a remote deploys alone, so nothing of the shell reads a remote's files (its build
 * neither: what the host needs of a remote, the remote publishes with its own build). Any string
 * naming a path under a remote's folder (mf-<name>/) in a file of shell/ is an error:
 * require('../mf-news/…'), fs.readFileSync(path.join(__dirname, '..', 'mf-news', …)),
 * `${root}/mf-news/…`.
 */
const REMOTE_PATH = String.raw`/(^|\W)mf-[a-z]+(\W|$)/`;
const REMOTE_PATH_MESSAGE =
  "A path under mf-*/: shell must not import or read a remote's files; a remote publishes what the host needs beside its remoteEntry.js (webpack.pages.js).";
export const shellReadsNoRemote = {
  files: ['shell/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      // An import declaration's source is no-restricted-imports' (boundaries above): one error each.
      {
        selector: `:not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration) > Literal[value=${REMOTE_PATH}]`,
        message: REMOTE_PATH_MESSAGE,
      },
      { selector: `TemplateElement[value.raw=${REMOTE_PATH}]`, message: REMOTE_PATH_MESSAGE },
    ],
  },
};

/**
 * Inside each frontend (bulletproof-react's layout, issue 30): a feature (src/features/<name>)
 * never imports another feature, and code flows one way, shared → features → app. Shared code
 * (components, hooks, lib, api, …) imports no feature and nothing app-level; features import
 * nothing app-level; only the app-level folders (app, pages, the shell's layout) compose
 * features. Test support (src/testing) may render the app.
 */
const APP_LEVEL = ['app', 'pages', 'layout'];
const NOT_SHARED = ['features', 'testing', ...APP_LEVEL];

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

function featureZones(frontend) {
  const src = `./${frontend}/src`;
  const folders = subfolders(path.join(repoRoot, frontend, 'src'));
  const appLevel = folders.filter((name) => APP_LEVEL.includes(name)).map((name) => `${src}/${name}`);
  const shared = folders.filter((name) => !NOT_SHARED.includes(name)).map((name) => `${src}/${name}`);
  return [
    ...subfolders(path.join(repoRoot, frontend, 'src', 'features')).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both need to src/components, hooks or lib, or compose the two in a page.',
    })),
    ...(appLevel.length
      ? [
          {
            target: `${src}/features`,
            from: appLevel,
            message:
              'A feature never imports app-level code (app, pages, layout): hand it what it needs as props.',
          },
        ]
      : []),
    ...(shared.length
      ? [
          {
            target: shared,
            from: [`${src}/features`, ...appLevel],
            message:
              'Shared code (components, hooks, lib, api, …) imports no feature and no app-level code: move it into the feature, or what it needs out of it.',
          },
        ]
      : []),
  ];
}

export const featureBoundaries = {
  files: FRONTENDS.map((frontend) => `${frontend}/src/**/*.{ts,tsx}`),
  plugins: { import: importPlugin },
  settings: {
    // no-restricted-paths checks only the imports it can resolve: let it resolve TypeScript files.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
  },
  rules: {
    'import/no-restricted-paths': [
      'error',
      { basePath: repoRoot, zones: FRONTENDS.flatMap((frontend) => featureZones(frontend)) },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // Files outside the packages (e2e, deploy-tests, scripts, …); each package's block below replaces
  // this one with its boundaries, NEVER_IMPORTED included.
  { rules: { 'no-restricted-imports': ['error', { patterns: NEVER_IMPORTED }] } },
  ...boundaries,
  shellReadsNoRemote,
  featureBoundaries,
  // React's rules of hooks and effect dependencies (issue 30). The React Compiler's rules of the
  // plugin's `recommended` set (purity, refs, set-state-in-effect, static-components) are not on
  // yet: they find 14 places in the frontends to rework first.
  {
    files: [...FRONTENDS, 'libs/ui', 'libs/platform'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
