import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Package boundaries (issue 9): only libs/ are shared. A remote never imports another remote or
// the shell, a frontend never imports a service, a service never imports another service, and a
// lib imports no app. Core no-restricted-imports, one block per package (a later block for the
// same file would replace the rule, not add to it); `import type` counts too.
const REMOTES = ['mf-directory', 'mf-news', 'mf-admin'];
const FRONTENDS = ['shell', ...REMOTES];
const SERVICES = ['svc-catalog', 'svc-content', 'svc-auth'];

/** Matches an import of the package by name (@byp/<dir>) or by a relative path through its folder. */
const packageImport = (dir) => `(^|/)${dir}(/|$)`;

function boundary(dir, forbidden, rule) {
  return {
    files: [`${dir}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((other) => ({
            regex: packageImport(other),
            message: `${dir} must not import ${other}: ${rule} Share code through libs/ (@byp/*).`,
          })),
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
  ...boundaries,
  shellReadsNoRemote,
);
