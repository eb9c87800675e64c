// The plugins and build helpers of the frontend builds beyond webpack's and the federation's own:
// the shared-subset check, the public folder's copy and the precompressed twins (well-kept
// plugins), and the host's start-up chunks for its HTML. Every one reads webpack's public API
// only (module types, blocks, dependencies, the module and chunk graphs), no private fields.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { repoRoot, SHARED_SUBSETS, subsetExports } = require('./shared');

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
            // Imports of named things (and `import * as`) have ids; a bare `import 'x'` has none.
            if (!names || typeof dep.getIds !== 'function') continue;
            const name = dep.getIds(compilation.moduleGraph)[0];
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

/** A folder's files, sub-folders included (images/<kind>/…), copied unchanged and unhashed into the output. */
const copyFolder = (from) => new CopyPlugin({ patterns: [{ from, noErrorOnMissing: true }] });

/** The assets with twins: what a browser fetches as text. Not HTML: the gateway composes the
 * shell's HTML from the remotes' fragments (SSI), which it reads as they are, and compresses
 * the page it sends. */
const PRECOMPRESSED = /\.(m?js|css|json|svg|txt)$/;

/**
 * gzip and brotli twins (name.gz, name.br, best compression) beside every text asset a browser
 * fetches, so the static servers answer with them (`gzip_static`, `brotli_static`) instead of
 * compressing on each request at a lower level. Small files gain nothing (nginx's
 * gzip_min_length is 1 KB too); every other file gets its twins, whatever the ratio.
 */
function precompress() {
  const common = { test: PRECOMPRESSED, threshold: 1024, minRatio: Number.MAX_VALUE };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      // brotli at its best, told the input's size (it picks its window by it).
      algorithm: (input, _options, callback) =>
        zlib.brotliCompress(
          input,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
            },
          },
          callback,
        ),
    }),
  ];
}

/** The modules a module loads (its dependencies, direct or in async blocks), as the module graph has them. */
function referencedModules(compilation, module) {
  const dependencies = [...module.dependencies, ...module.blocks.flatMap((block) => block.dependencies)];
  return dependencies.map((dep) => compilation.moduleGraph.getModule(dep)).filter(Boolean);
}

/**
 * The host's script files that main.js loads before it renders (the async boundary's chunks and,
 * through them, the chunks of every shared module they consume: the host's own provided copy, which
 * is what the share scope holds at that point), so the HTML can fetch them beside main.js instead of
 * after it. Lazily imported code is left out.
 */
function bootChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  // A shared module's provider in this build, by the module both it and a consumer's fallback load.
  const providerOf = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module')
      for (const provided of referencedModules(compilation, module)) providerOf.set(provided, module);
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
        if (module.type === 'consume-shared-module') {
          const [fallback] = referencedModules(compilation, module);
          visitBlocks(providerOf.get(fallback) ?? module);
        }
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

module.exports = { SharedSubsetCheckPlugin, copyFolder, precompress, bootUrls };
