// Lets a child process run a package's TypeScript sources directly (`node -r ./register-ts.cjs
// src/cli/admin.ts`), compiled by swc like jest does and with @byp/* libs resolved to their source,
// so the spawn tests exercise the current code without a build step.
const Module = require('node:module');
const path = require('node:path');
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const libs = path.resolve(__dirname, '..');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@byp\/(contracts|nest-common)$/.exec(request);
  return resolveFilename.call(this, lib ? path.join(libs, lib[1], 'src/index.ts') : request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
