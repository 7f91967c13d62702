import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, importsOf, MAX_FILE_LINES } from './check-layers.mjs';

// issue 7 acceptance: the lint step fails on a deliberately wrong import in each direction,
// naming the rule, and passes on a tree that keeps the layers.

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
});
