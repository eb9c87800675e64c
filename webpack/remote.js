// A remote's part of a frontend build (directory, news, admin): remoteEntry.js with the host's
// federation runtime instead of its own, and what it publishes beside it for the host
// (page-manifest.json and the first-paint fragments: webpack.pages.js).
const { PagesManifestPlugin } = require('../webpack.pages');

/**
 * @param {{ name: string, dir: string, pages: import('../webpack.pages').Page[] }} options
 * @returns what webpack.federation.js adds to the common configuration for a remote
 */
function remoteParts({ name, dir, pages }) {
  return {
    // No entry of its own: the federation plugin adds remoteEntry.js.
    entry: {},
    // Its chunks load from wherever its remoteEntry.js was loaded from.
    publicPath: 'auto',
    federation: {
      filename: 'remoteEntry.js',
      // Builds against the runtime the host publishes (shell/src/federation/provideRuntimeCore.ts).
      experiments: { externalRuntime: true },
    },
    plugins: [new PagesManifestPlugin({ name, dir, pages })],
    optimization: {},
  };
}

module.exports = { remoteParts };
