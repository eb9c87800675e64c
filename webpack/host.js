// The host's part of a frontend build (the shell): its entry, its HTML, its public folder, its
// start-up code in two files, and the federation runtime it publishes for the remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { bootUrls, copyFolder } = require('./plugins');

const inNodeModules = (module) => /[\\/]node_modules[\\/]/.test(module.resource ?? '');

/**
 * The host's start-up code in two files instead of fifteen: the npm packages in `vendors`, the
 * host's and the libs' own code (and translations) in `app`. By default every shared module is a
 * chunk of its own, so that it can be loaded alone, and on a phone each file costs a round trip
 * before the first card can render (docs/performance.md). The remotes still take these modules
 * from the host's share scope; only the files they come in change. Modules without a resource
 * (the federation's provide, consume and remote modules) stay where the plugin puts them, and so
 * do assets: a build that also moved an asset module into `app` never resolved the remotes'
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
 * @param {{ dir: string, remotes: Record<string, string>, isProd: boolean }} options
 * @returns what webpack.federation.js adds to the common configuration for the host
 */
function hostParts({ dir, remotes, isProd }) {
  return {
    // The host boots through src/index.ts (an async boundary before the shared modules). Its entry
    // chunk (the webpack + federation runtime) has a fixed name: the federation runtime module
    // resolves its own chunk's filename while hashes are computed, which fails with
    // [contenthash] on webpack 5.111 (module-federation/core#5077). index.html references it as
    // main.js?<compilation hash>, so it is still cache-busted.
    entry: { main: { import: './src/index.ts', filename: 'main.js' } },
    publicPath: '/',
    federation: {
      // One federation runtime per page (~27 KB gzip each): the host bundles it and publishes it
      // as a global; the remotes' remoteEntry.js reference that global instead of a copy
      // (checked by e2e/performance.e2e.ts, which counts the runtime copies a page loads).
      // (The plugin's own provideExternalRuntime bundled a second, CommonJS copy of the core.)
      runtimePlugins: [path.join(dir, 'src/federation/provideRuntimeCore.ts')],
    },
    plugins: [
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
      // index.html, remoteEntry.js and the files in public/ keep fixed names (no-cache at the gateway).
      copyFolder(path.join(dir, 'public')),
    ],
    optimization: { splitChunks: hostSplitChunks() },
  };
}

module.exports = { hostParts };
