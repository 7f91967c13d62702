// The layers import in one direction only, no relative imports go round in a cycle, and no
// source file grows past 400 lines (docs/architecture.md, "Layers and what may import what").
// `npm run lint` runs this; each problem names the rule it breaks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles } from './import-cycles.mjs';

export const MAX_FILE_LINES = 400;

/**
 * Per app: its source root, and the rules as (from layer, forbidden layers). A layer is the first
 * folder under the root ('features/<name>' counts as its own feature); the rule `features` also
 * refuses one feature importing another.
 */
export const LAYER_RULES = [
  {
    app: 'server',
    root: 'apps/server/src',
    rules: [
      {
        id: 'server/db-imports-nothing-above-it',
        from: 'db',
        forbid: ['core', 'features', 'plugins', 'providers', 'operator', '(root)'],
      },
      {
        id: 'server/core-imports-db-and-lib-only',
        from: 'core',
        forbid: ['features', 'plugins', 'providers', 'operator', '(root)'],
      },
      { id: 'server/plugins-never-import-features', from: 'plugins', forbid: ['features'] },
      {
        id: 'server/lib-imports-nothing-of-ours',
        from: 'lib',
        forbid: ['db', 'core', 'features', 'plugins', 'providers', 'operator', 'test', '(root)'],
      },
      { id: 'server/providers-never-import-features', from: 'providers', forbid: ['features', 'plugins'] },
      { id: 'server/features-never-import-each-other', from: 'features', forbid: ['other-feature'] },
    ],
  },
  {
    app: 'web',
    root: 'apps/web/src',
    rules: [
      {
        id: 'web/lib-never-imports-features-app-or-components',
        from: 'lib',
        forbid: ['features', 'app', 'components'],
      },
      { id: 'web/components-never-import-features-or-app', from: 'components', forbid: ['features', 'app'] },
      { id: 'web/features-never-import-each-other', from: 'features', forbid: ['other-feature'] },
      // The built-in vendors' game pages are their own light bundle (issue 12, decision 080).
      {
        id: 'web/fair-games-imports-nothing-of-the-lobby',
        from: 'fair-games',
        forbid: ['features', 'app', 'components', 'lib', 'locales', 'styles'],
      },
      ...['app', 'features', 'components', 'lib', 'locales', 'styles', 'test-support'].map((from) => ({
        id: 'web/lobby-never-imports-fair-games',
        from,
        forbid: ['fair-games'],
      })),
    ],
  },
];

/**
 * Where each source root keeps code only tests run: `*.test.ts(x)` anywhere, and these folders
 * (first level under the root). The server's and web's running code never imports it.
 */
export const TEST_CODE = [
  { id: 'server/production-never-imports-test-code', root: 'apps/server/src', folders: ['test'] },
  { id: 'web/production-never-imports-test-code', root: 'apps/web/src', folders: ['test-support'] },
  { id: 'shared/production-never-imports-test-code', root: 'packages/shared/src', folders: [] },
];

/**
 * The workspaces outside the apps: what each may import (paths from the repository root; its own
 * folder always). The reasons are in docs/architecture.md's workspace table.
 */
export const ZONE_RULES = [
  {
    id: 'e2e/imports-only-its-zone',
    from: 'e2e',
    allow: [
      'packages/shared/src',
      'bench',
      'scripts',
      'apps/server/src/db',
      'apps/server/src/lib',
      'apps/server/src/test',
      'apps/web/src/lib',
    ],
  },
  {
    id: 'bench/imports-only-its-zone',
    from: 'bench',
    allow: ['packages/shared/src', 'scripts', 'apps/server/src'],
  },
];

/** The running code of the apps and shared package; e2e and bench import it, never the reverse. */
export const PRODUCTION_NEVER_IMPORTS = {
  id: 'production-never-imports-e2e-or-bench',
  forbid: ['e2e', 'bench'],
};

/** Where a relative import going round in a cycle fails the check. */
export const CYCLE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
  'e2e',
  'bench',
  'scripts',
];

/** Folders whose source files count toward the size rule. */
export const SIZE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST_FILE = /\.test\.tsx?$/;
const SKIP = new Set(['node_modules', 'dist', 'data', 'drizzle']);
const IMPORT_RE =
  /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** 'apps/server/src/db/x.ts' for a file under `base`, with '/' on every platform. */
const repoPath = (base, file) => relative(base, file).split(sep).join('/');
const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/**
 * ['features', 'accounts', 'x.ts'] for <root>/features/accounts/x.ts, ['(root)', 'app.ts'] for
 * a file directly under the root (the wiring: app.ts, config.ts); null outside the root.
 */
function placeOf(root, path) {
  if (!within(path, root)) return null;
  const parts = path.slice(root.length + 1).split('/');
  return parts.length > 1 ? parts : ['(root)', ...parts];
}

/**
 * Every import of a module's text: `type` for `import type` / `export type` (gone at run time),
 * `dynamic` for `import()`. `import { type X }` counts as a value import: under
 * verbatimModuleSyntax it stays as `import {}`, which still runs the module.
 */
export function importEdgesOf(text) {
  // Comments may quote code ("import x from ..."): drop them first.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORT_RE)].map((m) => ({
    spec: m[2] ?? m[3],
    type: Boolean(m[1]),
    dynamic: m[3] !== undefined,
  }));
}

export function importsOf(text) {
  return importEdgesOf(text).map((edge) => edge.spec);
}

const RESOLVE_TRIES = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/**
 * Every source file under the size roots, read once, with its relative imports resolved to
 * repository paths (a target that is no source file, such as CSS or a missing file, is kept as
 * written so the layer rules still see where it points).
 */
function loadTree(base) {
  const texts = new Map();
  for (const dir of SIZE_ROOTS) {
    for (const file of sourceFiles(resolve(base, dir))) {
      texts.set(repoPath(base, file), readFileSync(file, 'utf8'));
    }
  }
  const files = new Map();
  for (const [path, text] of texts) {
    const imports = [];
    for (const edge of importEdgesOf(text)) {
      if (!edge.spec.startsWith('.')) continue;
      const target = repoPath(base, resolve(base, dirname(path), edge.spec));
      const found = RESOLVE_TRIES.map((end) => target + end).find((p) => texts.has(p));
      imports.push({ ...edge, to: found ?? target, source: found !== undefined });
    }
    files.set(path, { lines: text.split('\n').length - 1, imports });
  }
  return files;
}

function layerProblems(files, app) {
  const problems = [];
  for (const [path, { imports }] of files) {
    const from = placeOf(app.root, path);
    if (!from) continue;
    const rules = app.rules.filter((r) => r.from === from[0]);
    if (rules.length === 0) continue;
    for (const { spec, to: target } of imports) {
      const to = placeOf(app.root, target);
      if (!to) continue;
      for (const rule of rules) {
        const crossFeature = from[0] === 'features' && to[0] === 'features' && to[1] !== from[1];
        const broken = rule.forbid.includes(to[0]) || (rule.forbid.includes('other-feature') && crossFeature);
        if (broken) {
          const what = crossFeature
            ? `feature '${from[1]}' imports feature '${to[1]}'`
            : `${from[0]} imports ${to[0]}`;
          problems.push(`${path}: [${rule.id}] ${what} ('${spec}')`);
        }
      }
    }
  }
  return problems;
}

function isTestCode(path) {
  if (TEST_FILE.test(path)) return true;
  return TEST_CODE.some((zone) => zone.folders.some((folder) => within(path, `${zone.root}/${folder}`)));
}

/** Tests and test support may import running code and each other, never the other way round. */
function testCodeProblems(files) {
  const problems = [];
  for (const [path, { imports }] of files) {
    const zone = TEST_CODE.find((z) => within(path, z.root));
    if (!zone || isTestCode(path)) continue;
    for (const { spec, to } of imports) {
      if (isTestCode(to)) problems.push(`${path}: [${zone.id}] running code imports test code ('${spec}')`);
    }
  }
  return problems;
}

function zoneProblems(files) {
  const problems = [];
  for (const [path, { imports }] of files) {
    const zone = ZONE_RULES.find((z) => within(path, z.from));
    const production = !zone && !isTestCode(path) && TEST_CODE.some((z) => within(path, z.root));
    if (!zone && !production) continue;
    for (const { spec, to } of imports) {
      if (zone && !within(to, zone.from) && !zone.allow.some((folder) => within(to, folder))) {
        const allowed = zone.allow.join(', ');
        problems.push(
          `${path}: [${zone.id}] ${zone.from} imports ${to} ('${spec}'); it may import ${allowed}`,
        );
      }
      const { id, forbid } = PRODUCTION_NEVER_IMPORTS;
      const reached = forbid.find((folder) => within(to, folder));
      if (production && reached)
        problems.push(`${path}: [${id}] running code imports ${reached} ('${spec}')`);
    }
  }
  return problems;
}

/**
 * Value imports only: `import type` leaves nothing behind at run time, so it cannot run a module
 * half-initialised, and types naming each other across two modules (a row type and the
 * function that reads it) are no layering fault. Dynamic `import()` counts: it is a dependency
 * the bundler and the reader must follow like any other.
 */
function cycleProblems(files) {
  const graph = new Map();
  for (const [path, { imports }] of files) {
    if (!CYCLE_ROOTS.some((root) => within(path, root))) continue;
    const targets = imports.filter((i) => i.source && !i.type).map((i) => i.to);
    graph.set(
      path,
      [...new Set(targets)].filter((to) => CYCLE_ROOTS.some((root) => within(to, root))),
    );
  }
  return importCycles(graph).map(({ cycle, tangled }) => {
    const more = tangled > cycle.length - 1 ? `; ${tangled} files are tangled with it in all` : '';
    return `${cycle[0]}: [imports/no-cycles] ${cycle.join(' -> ')}${more}`;
  });
}

function sizeProblems(files) {
  const problems = [];
  for (const [path, { lines }] of files) {
    if (lines > MAX_FILE_LINES) {
      problems.push(`${path}: [size/max-${MAX_FILE_LINES}-lines] ${lines} lines; split it by responsibility`);
    }
  }
  return problems;
}

/** Every problem under `base` (the repository root), one line each, naming its rule. */
export function checkLayers(base) {
  const files = loadTree(base);
  return [
    ...LAYER_RULES.flatMap((app) => layerProblems(files, app)),
    ...testCodeProblems(files),
    ...zoneProblems(files),
    ...cycleProblems(files),
    ...sizeProblems(files),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkLayers(process.cwd());
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
