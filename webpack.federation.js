// The one webpack configuration for the shell (Module Federation host) and the three remotes.
// Each frontend's webpack.config.js is `module.exports = federatedConfig({...})`.
//
// Decisions (see docs/architecture.md, "Frontends"):
// - Remote URLs are NOT baked in: the host declares no remotes and registers them at run time
//   from /config.json (shell/src/federation). Each remote deploys on its own.
// - Only what must be a single instance is shared, always as a singleton (the subpaths
//   react/jsx-runtime and react-dom/client too, or each build bundles its own copy), with no
//   version range to check in the browser: every frontend pins the same versions (a spec,
//   deploy-tests/shared-versions.spec.ts, fails the build otherwise). Packages the frontends use a small part
//   of are shared as that part (SHARED_SUBSETS), since a shared module is never tree-shaken.
// - The federation runtime ships once, in the host's main.js; remotes use it (experiments below).
// - Hashed names for every chunk and asset (cache forever); remoteEntry.js, index.html and the
//   files in shell/public keep fixed names (the gateway serves them with no-cache).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PagesManifestPlugin } = require('./webpack.pages');

const repoRoot = __dirname;
const libsDir = path.join(repoRoot, 'libs');
const contractsEntry = path.join(libsDir, 'contracts/src/index.ts');

function versionOf(pkgDir) {
  return JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
}

/**
 * Shared as the part the frontends use (a file that re-exports it), not the whole package: a
 * shared module is never tree-shaken, since a consumer may ask for any export. Every build
 * aliases the package to the file, so each copy has the same exports (SharedSubsetCheckPlugin
 * fails the build on an import the file does not list).
 */
const SHARED_SUBSETS = {
  'react-router-dom': path.join(libsDir, 'platform/src/shared-subsets/react-router-dom.mjs'),
  'react-i18next': path.join(libsDir, 'platform/src/shared-subsets/react-i18next.mjs'),
};

function packageVersion(name) {
  return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

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
  const lib = (name) => singleton({ version: versionOf(path.join(libsDir, name)) });
  const shared = {
    react: singleton(),
    'react/jsx-runtime': singleton(),
    'react-dom': singleton(),
    'react-dom/client': singleton(),
    'react-router-dom': singleton({ version: packageVersion('react-router-dom') }),
    'styled-components': singleton(),
    'react-i18next': singleton({ version: packageVersion('react-i18next') }),
    '@byp/platform': lib('platform'),
    '@byp/ui': lib('ui'),
  };
  // libs/contracts is written by another package owner; share it once it has a source entry.
  if (fs.existsSync(contractsEntry)) shared['@byp/contracts'] = lib('contracts');
  return shared;
}

function sharedSubsetAliases() {
  const aliases = {};
  for (const [name, file] of Object.entries(SHARED_SUBSETS)) aliases[`${name}$`] = file;
  // The subset file of react-i18next re-exports the package's own ES build under this name.
  aliases['byp-react-i18next-package$'] = path.join(
    path.dirname(require.resolve('react-i18next/package.json')),
    'dist/es/index.js',
  );
  return aliases;
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

/** Fails the build when app code imports from a shared subset a name its file does not re-export. */
class SharedSubsetCheckPlugin {
  apply(compiler) {
    const allowed = Object.fromEntries(
      Object.entries(SHARED_SUBSETS).map(([name, file]) => [name, subsetExports(file)]),
    );
    compiler.hooks.thisCompilation.tap('SharedSubsetCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dep of module.dependencies || []) {
            const names = allowed[dep.request];
            if (!names || !Array.isArray(dep.ids)) continue;
            const name = dep.ids[0];
            if (name !== undefined && names.has(name)) continue;
            const what = name === undefined ? 'a namespace import' : `'${name}'`;
            const error = new compiler.webpack.WebpackError(
              `${module.resource}: ${what} from '${dep.request}' is not in its shared subset ` +
                `${path.relative(repoRoot, SHARED_SUBSETS[dep.request])}; add the name there.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
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

function dateFnsUnusedLocaleParts(kept) {
  const parts = DATE_FNS_OPTIONAL_LOCALE_PARTS.filter((part) => !kept.includes(part));
  return new RegExp(`date-fns[\\\\/]locale[\\\\/][^\\\\/]+[\\\\/]_lib[\\\\/](${parts.join('|')})\\.js$`);
}

function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** Copies a folder's files, sub-folders included (images/<kind>/…), unchanged and unhashed into the output. */
class CopyPublicFolderPlugin {
  constructor(from) {
    this.from = from;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicFolderPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.from)) return;
          compilation.contextDependencies.add(this.from);
          const copy = (dir, prefix) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) {
                compilation.contextDependencies.add(full);
                copy(full, `${prefix}${entry.name}/`);
              } else if (entry.isFile()) {
                compilation.fileDependencies.add(full);
                compilation.emitAsset(
                  `${prefix}${entry.name}`,
                  new compiler.webpack.sources.RawSource(fs.readFileSync(full)),
                );
              }
            }
          };
          copy(this.from, '');
        },
      );
    });
  }
}

/**
 * Writes gzip and brotli twins (name.gz, name.br, best compression) beside every text asset a
 * browser fetches, so the static servers answer with them (`gzip_static`, `brotli_static`)
 * instead of compressing on each request at a lower level.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            // Not HTML: the gateway composes the shell's HTML from the remotes' fragments (SSI),
            // which it reads as they are, and compresses the page it sends.
            if (!/\.(m?js|css|json|svg|txt)$/.test(name)) continue;
            const raw = source.buffer();
            // Small files gain nothing (nginx's gzip_min_length is 1 KB too).
            if (raw.length < 1024) continue;
            const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.gz`, new compiler.webpack.sources.RawSource(gz));
            const br = zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new compiler.webpack.sources.RawSource(br));
          }
        },
      );
    });
  }
}

/**
 * The host's script files that main.js loads before it renders (the async boundary's chunks and,
 * through them, the chunks of every shared module they consume: the host's own provided copy, which
 * is what the share scope holds at that point), so the HTML can fetch them beside main.js instead of
 * after it. Lazily imported code is left out.
 */
function bootChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provided.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === 'consume-shared-module')
          visitBlocks(provided.get(module.options.shareKey) ?? module);
    }
  };
  const entry = compilation.entrypoints.get('main');
  const entryFiles = new Set(entry.chunks.flatMap((chunk) => [...chunk.files]));
  for (const chunk of entry.chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      // The async boundary: src/index.ts's import('./bootstrap').
      if (module.resource && /[\\/]src[\\/]index\.ts$/.test(module.resource)) visitBlocks(module);
  return [...files].filter((file) => !entryFiles.has(file)).sort();
}

/** bootChunkFiles as the URLs the HTML names. */
const bootUrls = (compilation) =>
  bootChunkFiles(compilation).map((file) => `${compilation.outputOptions.publicPath}${file}`);

const inNodeModules = (module) => /[\\/]node_modules[\\/]/.test(module.resource ?? '');

/**
 * The host's start-up code in two files instead of fifteen: the npm packages in `vendors`, the
 * host's and the libs' own code (and translations) in `app`. By default every shared module is a
 * chunk of its own, so that it can be loaded alone, and on a phone each file costs a round trip
 * before the first card can render (docs/performance.md, eighth pass). The remotes still take these
 * modules from the host's share scope; only the files they come in change. Modules without a
 * resource (the federation's provide, consume and remote modules) stay where the plugin puts them,
 * and so do assets: a build that also moved an asset module into `app` never resolved the remotes'
 * pages, which the e2e suite would catch.
 */
function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      vendors: { test: inNodeModules, name: 'vendors', enforce: true, priority: 10 },
      app: {
        test: (module) =>
          /^(javascript\/|json$)/.test(module.type) && Boolean(module.resource) && !inNodeModules(module),
        name: 'app',
        enforce: true,
      },
    },
  };
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, isHost?: boolean,
 *   remotes?: Record<string, string>, pages?: import('./webpack.pages').Page[],
 *   dateFnsLocaleParts?: string[] }} options
 *   name: the federation container name (host: 'shell'; remotes: 'directory', 'news', 'admin').
 *   dir: the app's folder (its package.json, src/ and dist/).
 *   remotes (host): each remote's name and entry URL (shell/config.json): the HTML includes each
 *   one's fragments of the page (the gateway composes them per request: shell/src/index.html) and
 *   preloads the entry of the remote that has the page.
 *   pages (remote): the pages it renders and their first paint, published beside remoteEntry.js
 *   (webpack.pages.js).
 *   dateFnsLocaleParts: the date-fns locale parts this app calls beyond `format`'s (see
 *   dateFnsUnusedLocaleParts); the rest are stubbed.
 */
function federatedConfig({
  name,
  dir,
  exposes = {},
  isHost = false,
  remotes = {},
  pages = [],
  dateFnsLocaleParts = [],
}) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    return {
      mode,
      context: dir,
      // The host boots through src/index.ts (an async boundary before the shared modules);
      // a remote needs no entry of its own: the federation plugin adds remoteEntry.js.
      // The host's entry chunk (the webpack + federation runtime) has a fixed name: the federation
      // runtime module resolves its own chunk's filename while hashes are computed, which fails
      // with [contenthash] on webpack 5.111 (module-federation/core#5077). index.html references
      // it as main.js?<compilation hash>, so it is still cache-busted.
      entry: isHost ? { main: { import: './src/index.ts', filename: 'main.js' } } : {},
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // Libraries are compiled from source (their package.json `main` is src/index.ts).
          ...(fs.existsSync(contractsEntry) ? { '@byp/contracts$': contractsEntry } : {}),
          ...sharedSubsetAliases(),
          // react-router's package exports only its development build (dev warnings, larger);
          // production builds take the production one it ships beside it.
          ...(isProd ? reactRouterProductionAliases() : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            include: [path.join(dir, 'src'), libsDir],
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
          { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        new SharedSubsetCheckPlugin(),
        new webpack.NormalModuleReplacementPlugin(
          dateFnsUnusedLocaleParts(dateFnsLocaleParts),
          DATE_FNS_LOCALE_PARTS_STUB,
        ),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(),
          dts: false,
          manifest: false,
          // One federation runtime per page (~27 KB gzip each): the host bundles it and publishes it
          // as a global; the remotes' remoteEntry.js reference that global instead of a copy
          // (checked by e2e/performance.e2e.ts, which counts the runtime copies a page loads).
          // (The plugin's own provideExternalRuntime bundled a second, CommonJS copy of the core.)
          ...(isHost
            ? { runtimePlugins: [path.join(dir, 'src/federation/provideRuntimeCore.ts')] }
            : { experiments: { externalRuntime: true } }),
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                filename: 'index.html',
                // The template writes the script and preload tags itself (order, priority).
                inject: false,
                hash: true,
                // html-minifier keeps comments that start with '#': the gateway's SSI commands.
                minify: isProd,
                remotes,
                remoteNames: Object.keys(remotes),
                // The host's start-up chunks: preloaded by the HTML on a page whose largest paint
                // needs them, else fetched by preload.js after the first paint.
                bootChunks: bootUrls,
              }),
              new CopyPublicFolderPlugin(path.join(dir, 'public')),
            ]
          : [new PagesManifestPlugin({ name, dir, pages })]),
        ...(isProd ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(isHost ? { splitChunks: hostSplitChunks() } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedConfig, sharedConfig };
