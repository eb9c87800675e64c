// Lets a child process run a package's TypeScript sources directly (`node -r ./register-ts.cjs
// src/cli/admin.ts`), so the spawn tests exercise the current code without a build step. The
// loader is @swc-node/register (swc, the compiler jest and the builds use), configured by
// ./tsconfig.register.json: CommonJS, decorators with metadata, @byp/contracts and
// @byp/nest-common resolved to their source.
const path = require('node:path');

process.env.SWC_NODE_PROJECT = path.join(__dirname, 'tsconfig.register.json');
require('@swc-node/register');
