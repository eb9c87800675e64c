// The one webpack configuration for the shell (Module Federation host) and the three remotes.
// Each frontend's webpack.config.js is `module.exports = federatedConfig({...})`.
//
// Decisions (see docs/architecture.md, "Frontends"):
// - Remote URLs are NOT baked in: the host declares no remotes and registers them at run time
//   from /config.json (shell/src/federation). Each remote deploys on its own.
// - Only what must be a single instance is shared, always as a singleton whose requiredVersion
//   comes from the app's package.json (the subpaths react/jsx-runtime, react-dom/client and
//   @reduxjs/toolkit/query/react too, or each build bundles its own copy).
// - The federation runtime ships once, in the host's main.js; remotes use it (experiments below).
// - Hashed names for every chunk and asset (cache forever); remoteEntry.js, index.html and the
//   files in shell/public keep fixed names (the gateway serves them with no-cache).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = __dirname;
const libsDir = path.join(repoRoot, 'libs');
const contractsEntry = path.join(libsDir, 'contracts/src/index.ts');

function versionOf(pkgDir) {
  return JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
}

/** Shared singletons; requiredVersion from the app's own package.json. */
function sharedConfig(appPkg) {
  const deps = appPkg.dependencies || {};
  const fromDep = (dep) => deps[dep] || false;
  const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
  const lib = (name) =>
    singleton(`^${versionOf(path.join(libsDir, name))}`, { version: versionOf(path.join(libsDir, name)) });
  const shared = {
    react: singleton(fromDep('react')),
    'react/jsx-runtime': singleton(fromDep('react')),
    'react-dom': singleton(fromDep('react-dom')),
    'react-dom/client': singleton(fromDep('react-dom')),
    'react-router-dom': singleton(fromDep('react-router-dom')),
    'styled-components': singleton(fromDep('styled-components')),
    'react-redux': singleton(fromDep('react-redux')),
    '@reduxjs/toolkit': singleton(fromDep('@reduxjs/toolkit')),
    '@reduxjs/toolkit/query': singleton(fromDep('@reduxjs/toolkit')),
    '@reduxjs/toolkit/query/react': singleton(fromDep('@reduxjs/toolkit')),
    i18next: singleton(fromDep('i18next')),
    'react-i18next': singleton(fromDep('react-i18next')),
    '@byp/platform': lib('platform'),
    '@byp/ui': lib('ui'),
  };
  // libs/contracts is written by another package owner; share it once it has a source entry.
  if (fs.existsSync(contractsEntry)) shared['@byp/contracts'] = lib('contracts');
  return shared;
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
 * Writes a gzip twin (name.gz, best compression) beside every text asset a browser fetches, so
 * the static servers answer with it (`gzip_static on`) instead of compressing on each request at
 * a lower level. Brotli would need nginx's brotli module, which Debian's nginx does not ship.
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
            if (!/\.(m?js|css|html|json|svg|txt)$/.test(name)) continue;
            const raw = source.buffer();
            // Small files gain nothing (nginx's gzip_min_length is 1 KB too).
            if (raw.length < 1024) continue;
            const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.gz`, new compiler.webpack.sources.RawSource(gz));
          }
        },
      );
    });
  }
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, isHost?: boolean }} options
 *   name: the federation container name (host: 'shell'; remotes: 'directory', 'news', 'admin').
 *   dir: the app's folder (its package.json, src/ and dist/).
 */
function federatedConfig({ name, dir, exposes = {}, isHost = false }) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
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
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(appPkg),
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
                scriptLoading: 'defer',
                hash: true,
                minify: isProd,
              }),
              new CopyPublicFolderPlugin(path.join(dir, 'public')),
            ]
          : []),
        ...(isProd ? [new PrecompressPlugin()] : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedConfig, sharedConfig };
