// The layers import in one direction only (issue 7, docs/architecture.md), and no source file
// grows past 400 lines. `npm run lint` runs this; each problem names the rule it breaks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Folders whose source files count toward the size rule. */
export const SIZE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', 'drizzle']);
const IMPORT_RE =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

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

/**
 * ['features', 'accounts', 'x.ts'] for <root>/features/accounts/x.ts, ['(root)', 'app.ts'] for
 * a file directly under the root (the wiring: app.ts, config.ts); null outside the root.
 */
function placeOf(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts : ['(root)', ...parts];
}

export function importsOf(text) {
  // Comments may quote code ("import x from ..."): drop them first.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2]);
}

function layerProblems(base, app) {
  const root = resolve(base, app.root);
  const problems = [];
  for (const file of sourceFiles(root)) {
    const from = placeOf(root, file);
    if (!from) continue;
    const rules = app.rules.filter((r) => r.from === from[0]);
    if (rules.length === 0) continue;
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const to = placeOf(root, resolve(dirname(file), spec));
      if (!to) continue;
      for (const rule of rules) {
        const crossFeature = from[0] === 'features' && to[0] === 'features' && to[1] !== from[1];
        const broken = rule.forbid.includes(to[0]) || (rule.forbid.includes('other-feature') && crossFeature);
        if (broken) {
          const what = crossFeature
            ? `feature '${from[1]}' imports feature '${to[1]}'`
            : `${from[0]} imports ${to[0]}`;
          problems.push(`${relative(base, file)}: [${rule.id}] ${what} ('${spec}')`);
        }
      }
    }
  }
  return problems;
}

function sizeProblems(base) {
  const problems = [];
  for (const dir of SIZE_ROOTS) {
    for (const file of sourceFiles(resolve(base, dir))) {
      const lines = readFileSync(file, 'utf8').split('\n').length - 1;
      if (lines > MAX_FILE_LINES) {
        problems.push(
          `${relative(base, file)}: [size/max-${MAX_FILE_LINES}-lines] ${lines} lines; split it by responsibility`,
        );
      }
    }
  }
  return problems;
}

/** Every problem under `base` (the repository root), one line each, naming its rule. */
export function checkLayers(base) {
  return [...LAYER_RULES.flatMap((app) => layerProblems(base, app)), ...sizeProblems(base)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkLayers(process.cwd());
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
