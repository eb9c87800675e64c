// The one webpack configuration for the shell (Module Federation host) and the three remotes.
// Each frontend's webpack.config.js is `module.exports = federatedConfig({...})`. The parts:
//   webpack/shared.js   what every build shares and resolves alike (singletons, subsets, aliases)
//   webpack/host.js     the shell's entry, HTML, public folder and start-up chunks
//   webpack/remote.js   a remote's remoteEntry.js and what it publishes for the host (webpack.pages.js)
//   webpack/plugins.js  the shared-subset check, the copy of public/, the precompressed twins
//
// Decisions (see docs/architecture.md, "Frontends"):
// - Remote URLs are NOT baked in: the host declares no remotes and registers them at run time
//   from /config.json (shell/src/federation). Each remote deploys on its own.
// - Only what must be a single instance is shared, always as a singleton (the subpaths
//   react/jsx-runtime and react-dom/client too, or each build bundles its own copy), with no
//   version range to check in the browser: every frontend pins the same versions (a spec,
//   deploy-tests/shared-versions.spec.ts, fails the build otherwise). Packages the frontends use
//   a small part of are shared as that part (webpack/shared.js, SHARED_SUBSETS), since a shared
//   module is never tree-shaken.
// - The federation runtime ships once, in the host's main.js; remotes use it.
// - Hashed names for every chunk and asset (cache forever); remoteEntry.js, index.html and the
//   files in shell/public keep fixed names (the gateway serves them with no-cache).
// - JavaScript is minified by swc (the compiler swc-loader already runs), not terser: the same
//   plugin webpack uses by default with its swc function; a build takes less than half the CPU
//   (mf-directory: 41 s to 19 s) and the output is a little smaller (245.6 to 243.8 KB brotli).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { hostParts } = require('./webpack/host');
const { SharedSubsetCheckPlugin, precompress } = require('./webpack/plugins');
const { remoteParts } = require('./webpack/remote');
const {
  DATE_FNS_LOCALE_PARTS_STUB,
  dateFnsUnusedLocaleParts,
  libsDir,
  resolveAliases,
  sharedConfig,
} = require('./webpack/shared');

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
 *   dateFnsUnusedLocaleParts in webpack/shared.js); the rest are stubbed.
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
    const role = isHost ? hostParts({ dir, remotes, isProd }) : remoteParts({ name, dir, pages });
    // The plugin's options in the order they always had: the federation runtime's module ids
    // derive from them, and a reordering would change every remote's remoteEntry.js for nothing.
    const { filename, ...federationRuntime } = role.federation;
    return {
      mode,
      context: dir,
      entry: role.entry,
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: role.publicPath,
        filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: resolveAliases(isProd),
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
          filename,
          exposes,
          remotes: {},
          shared: sharedConfig(),
          dts: false,
          manifest: false,
          ...federationRuntime,
        }),
        ...role.plugins,
        ...(isProd ? precompress() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // swc takes the JavaScript first; webpack's own minimizers ('...') then do the HTML and
        // CSS as before and skip the scripts, which are marked minimized.
        minimizer: [
          new MinimizerPlugin({
            test: /\.[cm]?js(\?.*)?$/i,
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
          '...',
        ],
        ...role.optimization,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedConfig, sharedConfig };
