// Shared jest settings. Each package's jest.config.js calls one of these so that every
// package transforms TypeScript the same way (swc) and resolves @byp/* libs to their source.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const libs = path.join(__dirname, 'libs');
const libMapper = {
  '^@byp/(contracts|nest-common|platform|ui|testing)$': `${libs}/$1/src`,
  // The gateway's renderer (scripts/lib/nginx.cjs requires it): its source, like the libs'.
  '^@byp/gateway$': path.join(__dirname, 'gateway', 'src'),
};

// Nest 12 and a few of its dependencies ship as ES modules; jest must transform them.
const esmPackages = [
  '@nestjs',
  'file-type',
  'token-types',
  'strtok3',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  '@standard-schema',
  'ol',
  'rbush',
  'quickselect',
  'earcut',
  'pbf',
  'color-.*',
  'geotiff',
  // swagger-parser's $ref parser (the OpenAPI contract test, e2e/support/openapi-contract.ts).
  '@apidevtools',
  // MSW (frontend tests' API mocks) is CommonJS, some of its dependencies are ES modules only.
  'rettime',
  'until-async',
  '@open-draft',
  // The JSON-LD checks' validator (libs/testing/src/json-ld-check.ts) is ES modules only.
  '@adobe',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const timeoutSetup = path.join(libs, 'testing', 'jest-timeout.cjs');

/** `testTimeout` as a per-project setting that also holds in the root multi-project run. */
function withTimeout(project) {
  const { testTimeout, ...rest } = project;
  return {
    ...rest,
    globals: { ...rest.globals, __BYP_TEST_TIMEOUT__: testTimeout ?? 60_000 },
    setupFilesAfterEnv: [timeoutSetup, ...(rest.setupFilesAfterEnv ?? [])],
  };
}

/** A jest project for Node code (services, libs, tooling). */
function nodeProject(dir, overrides = {}) {
  return withTimeout({
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    transformIgnorePatterns,
    moduleNameMapper: libMapper,
    testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
  });
}

/** A jest project for React code (shell, remotes, frontend libs). */
function webProject(dir, overrides = {}) {
  return withTimeout({
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    transformIgnorePatterns,
    moduleNameMapper: { ...libMapper, '\\.(css|png|jpe?g|svg|webp)$': `${libs}/testing/src/file-stub.js` },
    testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
    setupFiles: [path.join(libs, 'testing', 'jest-web-setup.cjs'), ...(overrides.setupFiles ?? [])],
    setupFilesAfterEnv: [
      path.join(libs, 'testing', 'jest-web-after-env.cjs'),
      ...(overrides.setupFilesAfterEnv ?? []),
    ],
  });
}

module.exports = { nodeProject, webProject, swcTransform, transformIgnorePatterns };
