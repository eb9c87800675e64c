// What every frontend build shares and resolves alike: the Module Federation shared singletons,
// the shared subsets (and the aliases that make every build use them), the date-fns locale parts
// left out, and react-router's production build. Used by webpack.federation.js.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');
const libsDir = path.join(repoRoot, 'libs');
const contractsEntry = path.join(libsDir, 'contracts/src/index.ts');

const readVersion = (packageJson) => JSON.parse(fs.readFileSync(packageJson, 'utf8')).version;
const libVersion = (name) => readVersion(path.join(libsDir, name, 'package.json'));
const packageVersion = (name) => readVersion(require.resolve(`${name}/package.json`));

/**
 * Shared as the part the frontends use (a file that re-exports it), not the whole package: a
 * shared module is never tree-shaken, since a consumer may ask for any export. Every build
 * aliases the package to the file, so each copy has the same exports (SharedSubsetCheckPlugin
 * fails the build on an import the file does not list).
 */
const SHARED_SUBSETS = {
  'react-router': path.join(libsDir, 'platform/src/shared-subsets/react-router.mjs'),
  'react-i18next': path.join(libsDir, 'platform/src/shared-subsets/react-i18next.mjs'),
};

/**
 * Shared singletons. Only what needs one instance for the page is shared: react and react-dom,
 * the router and react-i18next (their contexts), styled-components (its style sheet and theme
 * context) and the libs. Redux Toolkit, react-redux and i18next are used only inside
 * @byp/platform (the store, the API, the i18n instance; the remotes reach them through it), so
 * they are bundled into the platform's chunk, tree-shaken, instead of shipping as whole packages
 * of their own.
 *
 * No requiredVersion: the runtime's check (a console warning at most, never a refusal) parsed
 * semver ranges with regular expressions for every shared module a page consumed, 25–50 ms of a
 * cold page's main thread. Every frontend pins the same versions instead, which
 * deploy-tests/shared-versions.spec.ts checks before a build ships.
 */
function sharedConfig() {
  const singleton = (extra = {}) => ({ singleton: true, requiredVersion: false, ...extra });
  const lib = (name) => singleton({ version: libVersion(name) });
  const shared = {
    react: singleton(),
    'react/jsx-runtime': singleton(),
    'react-dom': singleton(),
    'react-dom/client': singleton(),
    'react-router': singleton({ version: packageVersion('react-router') }),
    'styled-components': singleton(),
    'react-i18next': singleton({ version: packageVersion('react-i18next') }),
    '@byp/platform': lib('platform'),
    '@byp/ui': lib('ui'),
  };
  // libs/contracts is written by another package owner; share it once it has a source entry.
  if (fs.existsSync(contractsEntry)) shared['@byp/contracts'] = lib('contracts');
  return shared;
}

/** The names a subset file re-exports (`export { a, b } from '…'`). */
function subsetExports(file) {
  const names = new Set();
  for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g))
    for (const name of list.split(','))
      if (name.trim())
        names.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
  return names;
}

/**
 * date-fns locale parts a build replaces with a stub that throws if called
 * (libs/platform/src/dates/localePartsNotBundled.mjs). A locale object references all its parts,
 * so none can be tree-shaken, and every page that formats a date shipped them all. `format`
 * needs only `localize` and `formatLong`; nothing parses dates (`match`) or words them relative
 * to another (`formatRelative`); only the admin's "3 minutes ago" words a distance, from its own
 * copy of the locales (`dateFnsLocaleParts: ['formatDistance']`).
 */
const DATE_FNS_OPTIONAL_LOCALE_PARTS = ['match', 'formatRelative', 'formatDistance'];
const DATE_FNS_LOCALE_PARTS_STUB = path.join(libsDir, 'platform/src/dates/localePartsNotBundled.mjs');

/** The request pattern of the date-fns locale parts a build leaves out (all optional ones but `kept`). */
function dateFnsUnusedLocaleParts(kept) {
  const parts = DATE_FNS_OPTIONAL_LOCALE_PARTS.filter((part) => !kept.includes(part));
  return new RegExp(`date-fns[\\\\/]locale[\\\\/][^\\\\/]+[\\\\/]_lib[\\\\/](${parts.join('|')})\\.js$`);
}

/**
 * resolve.alias of every build: the libs compiled from source (their package.json `main` is
 * src/index.ts), the shared subsets, and the packages' own ES builds the subset files re-export
 * under another name (the package's name is the subset's): react-router's production build in
 * production (its package exports only the development one: dev warnings, larger).
 */
function resolveAliases(isProd) {
  const aliases = fs.existsSync(contractsEntry) ? { '@byp/contracts$': contractsEntry } : {};
  for (const [name, file] of Object.entries(SHARED_SUBSETS)) aliases[`${name}$`] = file;
  aliases['byp-react-i18next-package$'] = path.join(
    path.dirname(require.resolve('react-i18next/package.json')),
    'dist/es/index.js',
  );
  aliases['byp-react-router-package$'] = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    isProd ? 'dist/production' : 'dist/development',
    'index.mjs',
  );
  return aliases;
}

module.exports = {
  repoRoot,
  libsDir,
  SHARED_SUBSETS,
  sharedConfig,
  subsetExports,
  DATE_FNS_LOCALE_PARTS_STUB,
  dateFnsUnusedLocaleParts,
  resolveAliases,
};
