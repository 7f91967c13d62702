import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, importEdgesOf, importsOf, MAX_FILE_LINES } from './check-layers.mjs';

// The lint step fails on a deliberately wrong import in each direction, naming the rule, and
// passes on a tree that keeps the layers (docs/architecture.md, "Layers and what may import what").

let base: string;

function tree(files: Record<string, string>): string {
  base = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

afterEach(() => rmSync(base, { recursive: true, force: true }));

/** A clean tree: every import goes the allowed way. */
const clean: Record<string, string> = {
  'apps/server/src/db/schema/index.ts': "export * from './accounts.ts';\n",
  'apps/server/src/db/schema/accounts.ts': 'export const member = 1;\n',
  'apps/server/src/lib/hash.ts': "import { z } from 'zod';\nimport { API_PATHS } from '@lobby/shared';\n",
  'apps/server/src/core/ledger.ts':
    "import * as t from '../db/schema/index.ts';\nimport { hash } from '../lib/hash.ts';\n",
  'apps/server/src/plugins/session.ts': "import { find } from '../core/ledger.ts';\n",
  'apps/server/src/features/wallet/routes.ts':
    "import { x } from '../../core/ledger.ts';\nimport { s } from '../../plugins/session.ts';\nimport { q } from './queries.ts';\n",
  'apps/server/src/features/wallet/queries.ts': "import type { Db } from '../../db/client.ts';\n",
  'apps/server/src/app.ts': "import { walletRoutes } from './features/wallet/routes.ts';\n",
  'apps/web/src/lib/api-client.ts': "import { API_PATHS } from '@lobby/shared';\n",
  'apps/web/src/components/header.tsx': "import { api } from '../lib/api-client.ts';\n",
  'apps/web/src/features/wallet/api/get-balance.ts': "import { api } from '../../../lib/api-client.ts';\n",
  'apps/web/src/app/routes/home.tsx':
    "import { Header } from '../../components/header.tsx';\nimport { b } from '../../features/wallet/api/get-balance.ts';\n",
  'apps/web/src/fair-games/main.ts':
    "import './games.css';\nimport { h } from './dom.ts';\nimport { diceOutcome } from '../../../../packages/shared/src/fair/dice.ts';\n",
  'apps/web/src/fair-games/dom.ts': 'export const h = 1;\n',
  // Tests and their support import running code, and each other.
  'apps/server/src/features/wallet/routes.test.ts':
    "import { q } from './queries.ts';\nimport { m } from '../../test/members.ts';\n",
  'apps/server/src/test/members.ts': "import { q } from '../features/wallet/queries.ts';\n",
  'apps/server/src/test/fuzz-cases.ts': "import { e } from '../../../../bench/support/payload.ts';\n",
  'apps/web/src/lib/storage.test.ts': "import { m } from '../test-support/memory-storage.ts';\n",
  'apps/web/src/test-support/memory-storage.ts': "import { api } from '../lib/api-client.ts';\n",
  'packages/shared/src/validation.ts': 'export const rules = 1;\n',
  'packages/shared/src/validation.test.ts': "import { rules } from './validation.ts';\n",
  // e2e: shared, bench, scripts, the server's database, lib and test support, the web's lib.
  'e2e/profit-loss.e2e.ts': [
    "import { rules } from '../packages/shared/src/validation.ts';",
    "import { openDatabase } from '../apps/server/src/db/client.ts';",
    "import { m } from '../apps/server/src/test/members.ts';",
    "import { startServer } from './support/server.ts';",
    "import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';",
    "import { api } from '../apps/web/src/lib/api-client.ts';",
    '',
  ].join('\n'),
  'e2e/support/server.ts': "import { startServer } from '../../bench/support/server.ts';\n",
  // bench: shared, scripts and any of the server (the in-process benches call it directly).
  'bench/support/server.ts': "import { freePort } from '../../apps/server/src/test/server-process.ts';\n",
  'bench/support/payload.ts': "import { rules } from '../../packages/shared/src/validation.ts';\n",
  'bench/ledger.ts': "import { x } from '../apps/server/src/core/ledger.ts';\n",
  // A type-only import back is no cycle: it is gone at run time.
  'apps/server/src/features/wallet/transactions.ts':
    "import { r } from './routes.ts';\nimport { q } from './queries.ts';\n",
  'apps/server/src/features/wallet/transaction-types.ts':
    "import type { T } from './transactions.ts';\nexport type U = T;\n",
};

const wrong: [rule: string, file: string, text: string][] = [
  [
    'server/db-imports-nothing-above-it',
    'apps/server/src/db/client.ts',
    "import { x } from '../core/ledger.ts';",
  ],
  [
    'server/core-imports-db-and-lib-only',
    'apps/server/src/core/x.ts',
    "import { s } from '../plugins/session.ts';",
  ],
  [
    'server/core-imports-db-and-lib-only',
    'apps/server/src/core/y.ts',
    "import { w } from '../features/wallet/routes.ts';",
  ],
  [
    'server/plugins-never-import-features',
    'apps/server/src/plugins/p.ts',
    "export { w } from '../features/wallet/routes.ts';",
  ],
  [
    'server/lib-imports-nothing-of-ours',
    'apps/server/src/lib/l.ts',
    "import * as t from '../db/schema/index.ts';",
  ],
  [
    'server/features-never-import-each-other',
    'apps/server/src/features/accounts/service.ts',
    "import type { Balance } from '../wallet/queries.ts';",
  ],
  [
    'web/lib-never-imports-features-app-or-components',
    'apps/web/src/lib/l.ts',
    "const m = import('../features/wallet/api/get-balance.ts');",
  ],
  [
    'web/lib-never-imports-features-app-or-components',
    'apps/web/src/lib/m.ts',
    "import { Header } from '../components/header.tsx';",
  ],
  [
    'web/components-never-import-features-or-app',
    'apps/web/src/components/c.tsx',
    "import {\n  Home,\n} from '../app/routes/home.tsx';",
  ],
  [
    'web/features-never-import-each-other',
    'apps/web/src/features/home/screens/home.tsx',
    "import { b } from '../../wallet/api/get-balance.ts';",
  ],
  [
    'web/fair-games-imports-nothing-of-the-lobby',
    'apps/web/src/fair-games/api.ts',
    "import { api } from '../lib/api-client.ts';",
  ],
  [
    'web/fair-games-imports-nothing-of-the-lobby',
    'apps/web/src/fair-games/header.ts',
    "import { Header } from '../components/header.tsx';",
  ],
  [
    'web/lobby-never-imports-fair-games',
    'apps/web/src/app/routes/game.tsx',
    "const g = import('../../fair-games/main.ts');",
  ],
  [
    'web/lobby-never-imports-fair-games',
    'apps/web/src/lib/fair.ts',
    "import { h } from '../fair-games/dom.ts';",
  ],
  [
    'server/production-never-imports-test-code',
    'apps/server/src/features/wallet/service.ts',
    "import { m } from '../../test/members.ts';",
  ],
  [
    'server/production-never-imports-test-code',
    'apps/server/src/core/clock.ts',
    "import { fixedNow } from './clock.test.ts';",
  ],
  [
    'web/production-never-imports-test-code',
    'apps/web/src/lib/storage.ts',
    "import { m } from '../test-support/memory-storage.ts';",
  ],
  [
    'shared/production-never-imports-test-code',
    'packages/shared/src/accounts.ts',
    "import { cases } from './validation.test.ts';",
  ],
  [
    'e2e/imports-only-its-zone',
    'e2e/login.e2e.ts',
    "import { usernameLogin } from '../apps/server/src/features/accounts/login.ts';",
  ],
  [
    'e2e/imports-only-its-zone',
    'e2e/support/pages.ts',
    "import { b } from '../../apps/web/src/features/wallet/api/get-balance.ts';",
  ],
  [
    'bench/imports-only-its-zone',
    'bench/bundle.ts',
    "import { api } from '../apps/web/src/lib/api-client.ts';",
  ],
  [
    'bench/imports-only-its-zone',
    'bench/support/browser.ts',
    "import { startServer } from '../../e2e/support/server.ts';",
  ],
  [
    'production-never-imports-e2e-or-bench',
    'apps/server/src/lib/payload.ts',
    "import { e } from '../../../../bench/support/payload.ts';",
  ],
  [
    'production-never-imports-e2e-or-bench',
    'packages/shared/src/server.ts',
    "export { startServer } from '../../../e2e/support/server.ts';",
  ],
  [
    'imports/no-cycles',
    'apps/server/src/features/wallet/queries.ts',
    "import { walletRoutes } from './routes.ts';",
  ],
  ['imports/no-cycles', 'e2e/support/server.ts', "const e2e = await import('../profit-loss.e2e.ts');"],
];

describe('check-layers', () => {
  it('passes a tree that keeps the layers', () => {
    expect(checkLayers(tree(clean))).toEqual([]);
  });

  it.each(wrong)('fails %s on one wrong import in %s', (rule, file, text) => {
    const problems = checkLayers(tree({ ...clean, [file]: `${text}\n` }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`[${rule}]`);
    expect(problems[0]).toContain(file);
  });

  it(`fails a source file over ${MAX_FILE_LINES} lines, and passes one at the limit`, () => {
    const lines = (n: number) => 'export const a = 1;\n'.repeat(n);
    expect(checkLayers(tree({ ...clean, 'bench/at-limit.ts': lines(MAX_FILE_LINES) }))).toEqual([]);
    rmSync(base, { recursive: true, force: true });
    const problems = checkLayers(tree({ ...clean, 'e2e/long.e2e.ts': lines(MAX_FILE_LINES + 1) }));
    expect(problems).toEqual([`e2e/long.e2e.ts: [size/max-400-lines] 401 lines; split it by responsibility`]);
  });

  it('prints a cycle through three files in order, from its alphabetically first file', () => {
    const problems = checkLayers(
      tree({
        ...clean,
        'scripts/c.mjs': "import { a } from './a.mjs';\n",
        'scripts/a.mjs': "import { b } from './b.mjs';\n",
        'scripts/b.mjs': "export { c } from './c.mjs';\n",
      }),
    );
    expect(problems).toEqual([
      'scripts/a.mjs: [imports/no-cycles] scripts/a.mjs -> scripts/b.mjs -> scripts/c.mjs -> scripts/a.mjs',
    ]);
  });

  it('says how many files a tangle holds when the printed cycle is one of several', () => {
    const problems = checkLayers(
      tree({
        ...clean,
        'bench/a.ts': "import { b } from './b.ts';\nimport { c } from './c.ts';\n",
        'bench/b.ts': "import { a } from './a.ts';\n",
        'bench/c.ts': "import { a } from './a.ts';\n",
      }),
    );
    expect(problems).toEqual([
      'bench/a.ts: [imports/no-cycles] bench/a.ts -> bench/b.ts -> bench/a.ts; 3 files are tangled with it in all',
    ]);
  });

  it('reads static, re-export, type-only and dynamic imports, not ones quoted in comments', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "export * from './c.ts';",
      "const d = await import('./d.ts');",
      "import './e.css';",
      "// import f from './f.ts';",
      "/* import g from './g.ts'; */",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.css']);
  });

  it('tells type-only imports from value imports, which inline `type` marks do not change', () => {
    const text = [
      "import type { A } from './a.ts';",
      "export type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "import { type D, d } from './d.ts';",
      "const e = import('./e.ts');",
    ].join('\n');
    expect(importEdgesOf(text)).toEqual([
      { spec: './a.ts', type: true, dynamic: false },
      { spec: './b.ts', type: true, dynamic: false },
      { spec: './c.ts', type: false, dynamic: false },
      { spec: './d.ts', type: false, dynamic: false },
      { spec: './e.ts', type: false, dynamic: true },
    ]);
  });
});
