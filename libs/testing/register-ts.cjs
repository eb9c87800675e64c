// Lets a child process run a package's TypeScript sources directly (`node -r ./register-ts.cjs
// src/cli/admin.ts`), so the spawn tests exercise the current code without a build step. swc (the
// compiler jest and the builds use) compiles each .ts file as it is required: CommonJS, legacy
// decorators with their metadata (Nest's injection reads it), and @byp/contracts and
// @byp/nest-common resolved to their source, as jest.preset.js maps them. A hook of its own rather
// than @swc-node/register, which loads the TypeScript compiler (~0.4 s of CPU) in every process
// only to read a tsconfig: the spawn tests start a few dozen such processes.
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { installSourceMapSupport, SourcemapMap } = require('@swc-node/sourcemap-support');

const libs = path.join(__dirname, '..');
const aliases = new Map([
  ['@byp/contracts', path.join(libs, 'contracts', 'src', 'index.ts')],
  ['@byp/nest-common', path.join(libs, 'nest-common', 'src', 'index.ts')],
]);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, aliases.get(request) ?? request, ...rest);
};

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
};

// Compiled files by their path and content (a process loads ~100; compiling them takes ~0.2 s).
const { version } = require('@swc/core/package.json');
const cacheDir = path.join(os.tmpdir(), 'byp-register-ts');
fs.mkdirSync(cacheDir, { recursive: true });
const cacheKey = (filename, source) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([version, swcOptions, filename, source]))
    .digest('hex');

function compile(filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const cached = path.join(cacheDir, `${cacheKey(filename, source)}.json`);
  try {
    return JSON.parse(fs.readFileSync(cached, 'utf8'));
  } catch {
    const { code, map } = transformSync(source, { ...swcOptions, filename });
    // Written whole, then renamed: a process reading it at the same time sees all or nothing.
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify({ code, map }));
    fs.renameSync(partial, cached);
    return { code, map };
  }
}

// Stack traces name the TypeScript lines.
installSourceMapSupport();
Module._extensions['.ts'] = (module, filename) => {
  const { code, map } = compile(filename);
  if (map) SourcemapMap.set(filename, map);
  module._compile(code, filename);
};
