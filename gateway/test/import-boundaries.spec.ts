import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Lints synthetic files with the repository's eslint.config.mjs through ESLint's Node API, in a
 * child process (ESLint loads its ES module config with a dynamic import, which jest's module
 * system does not run). Returns each file's messages of `rules` (by default the package
 * boundaries: no-restricted-imports, and no-restricted-syntax for the shell's reads of a remote's
 * files).
 */
function boundaryErrors(
  cases: Array<{ filePath: string; code: string }>,
  rules = ['no-restricted-imports', 'no-restricted-syntax'],
): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const [cases, rules] = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([cases, rules])],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout);
}

describe('package boundaries (eslint.config.mjs)', () => {
  const forbidden: Array<[string, string, string]> = [
    ['mf-news/src/a.ts', "import { x } from '@byp/mf-directory';", 'another remote, by name'],
    ['mf-news/src/a.ts', "import { x } from '../../mf-directory/src/x';", 'another remote, by path'],
    ['mf-admin/src/a.tsx', "import type { T } from '../../shell/src/t';", 'the shell, a type only'],
    ['mf-directory/src/a.ts', "import { C } from '@byp/svc-catalog';", 'a service from a remote'],
    ['shell/src/a.ts', "import { C } from '../../svc-content/src/c';", 'a service from the shell'],
    ['shell/src/a.ts', "import { N } from '@byp/mf-news';", "a remote's source from the shell"],
    [
      'shell/webpack.config.js',
      "const fs = require('node:fs');\nmodule.exports = fs.readFileSync('../mf-news/src/i18n/en.json', 'utf8');",
      "a remote's file read by the shell's build",
    ],
    [
      'shell/webpack.config.js',
      "const path = require('node:path');\nmodule.exports = require(path.join(__dirname, '..', 'mf-directory', 'x.json'));",
      "a remote's folder joined into a path by the shell's build",
    ],
    [
      'shell/tools/a.mjs',
      'export const file = `${process.cwd()}/mf-admin/dist/x.json`;',
      "a remote's dist from the shell",
    ],
    ['svc-catalog/src/a.ts', "import { A } from '../../svc-auth/src/auth/auth.service';", 'another service'],
    ['svc-auth/test/a.ts', "import { S } from '@byp/svc-content';", "another service from a service's test"],
    ['svc-content/src/a.ts', "import { L } from '../../mf-directory/src/l';", 'a frontend from a service'],
    ['libs/platform/src/a.ts', "import { X } from '../../../mf-admin/src/x';", 'an app from a lib'],
  ];
  const allowed: Array<[string, string, string]> = [
    [
      'mf-news/src/a.ts',
      "import { baseApi } from '@byp/platform';\nimport { Button } from '@byp/ui';",
      'libs',
    ],
    [
      'svc-catalog/src/a.ts',
      "import { AdminGuard } from '@byp/nest-common';\nimport { B } from './business/b';",
      'libs and its own code',
    ],
    ['shell/src/a.tsx', "export const load = () => import('directory/App');", 'a federated remote module'],
    ['shell/src/a.ts', "export const entry = '/mf/news/remoteEntry.js';", "a remote's URL (not its files)"],
    ['svc-auth/test/a.ts', "import { AppModule } from '../src/app.module';", 'its own source'],
  ];

  // One ESLint process for every case: it is slow to start on a busy machine.
  const cases = [...forbidden, ...allowed].map(([filePath, code]) => ({ filePath, code }));
  let results: string[][];
  beforeAll(() => {
    results = boundaryErrors(cases);
  }, 60000);

  it.each(forbidden.map((c, i) => [...c, i] as const))(
    '%s: `%s` (%s) is an error',
    (file, _code, _why, i) => {
      expect(results[i]).toHaveLength(1);
      expect(results[i][0]).toMatch(new RegExp(` ${file.split('/')[0]} must not import `));
    },
  );

  it.each(allowed.map((c, i) => [...c, forbidden.length + i] as const))(
    '%s: `%s` (%s) is allowed',
    (_f, _c, _w, i) => {
      expect(results[i]).toEqual([]);
    },
  );
});

describe('inside a frontend: features, shared code and the hook rules (eslint.config.mjs, issue 30)', () => {
  // import/no-restricted-paths checks only imports it can resolve, so these name real files.
  const forbidden: Array<[string, string, string, RegExp]> = [
    [
      'mf-directory/src/features/map/a.ts',
      "export { CommunityCard } from '../communities/components/CommunityCard';",
      'another feature',
      /restricted zone\. A feature never imports another feature/,
    ],
    [
      'mf-news/src/features/posts/a.ts',
      "export { NewsEventsPage } from '../../pages/NewsEventsPage';",
      'a page, from a feature',
      /restricted zone\. A feature never imports app-level code/,
    ],
    [
      'mf-admin/src/hooks/a.ts',
      "export { PostsModeration } from '../features/posts/PostsModeration';",
      'a feature, from shared code',
      /restricted zone\. Shared code .* imports no feature/,
    ],
    [
      'mf-news/src/a.tsx',
      "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}",
      'a hook called conditionally',
      /React Hook "useState" is called conditionally/,
    ],
    [
      'libs/ui/src/a.tsx',
      "import { useEffect } from 'react';\nexport function A({ n }: { n: number }) {\n  useEffect(() => console.log(n), []);\n  return null;\n}",
      'an effect missing a dependency',
      /React Hook useEffect has a missing dependency: 'n'/,
    ],
  ];
  const allowed: Array<[string, string, string]> = [
    [
      'mf-directory/src/features/map/a.ts',
      "export { mailtoUrl } from '../../lib/contactLinks';\nexport { MapPopup } from './components/MapPopup';",
      'shared code and its own feature',
    ],
    [
      'mf-directory/src/pages/a.ts',
      "export { MapPopup } from '../features/map/components/MapPopup';\nexport { CommunityCard } from '../features/communities/components/CommunityCard';",
      'a page composing features',
    ],
  ];

  const cases = [...forbidden, ...allowed].map(([filePath, code]) => ({ filePath, code }));
  let results: string[][];
  beforeAll(() => {
    results = boundaryErrors(cases, [
      'import/no-restricted-paths',
      'react-hooks/rules-of-hooks',
      'react-hooks/exhaustive-deps',
    ]);
  }, 60000);

  it.each(forbidden.map((c, i) => [...c, i] as const))(
    '%s: `%s` (%s) is an error',
    (_file, _code, _why, message, i) => {
      expect(results[i]).toHaveLength(1);
      expect(results[i][0]).toMatch(message);
    },
  );

  it.each(allowed.map((c, i) => [...c, forbidden.length + i] as const))(
    '%s: `%s` (%s) is allowed',
    (_f, _c, _w, i) => {
      expect(results[i]).toEqual([]);
    },
  );
});

describe('packages no file imports (eslint.config.mjs, issue 30)', () => {
  const forbidden: Array<[string, string]> = [
    ['shell/src/a.tsx', "import { Link } from 'react-router-dom';\nexport { Link };"],
    ['libs/platform/src/a.ts', "export { useLocation } from 'react-router-dom';"],
    ['e2e/a.spec.ts', "import 'react-router-dom/server';"],
  ];
  const allowed: Array<[string, string]> = [
    ['mf-news/src/a.tsx', "import { Link } from 'react-router';\nexport { Link };"],
  ];

  const cases = [...forbidden, ...allowed].map(([filePath, code]) => ({ filePath, code }));
  let results: string[][];
  beforeAll(() => {
    results = boundaryErrors(cases, ['no-restricted-imports']);
  }, 60000);

  it.each(forbidden.map((c, i) => [...c, i] as const))(
    "%s: react-router-dom (`%s`) is an error that names 'react-router'",
    (_file, _code, i) => {
      expect(results[i]).toHaveLength(1);
      expect(results[i][0]).toMatch(/Import React Router v7 from 'react-router'/);
    },
  );

  it.each(allowed.map((c, i) => [...c, forbidden.length + i] as const))(
    '%s: `%s` is allowed',
    (_f, _c, i) => {
      expect(results[i]).toEqual([]);
    },
  );
});
