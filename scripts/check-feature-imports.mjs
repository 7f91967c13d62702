// Features never import each other (docs/architecture.md): a file under features/<a>/ may not
// import from features/<b>/. Shared code moves to components/, lib/ or packages/shared.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = ['apps/web/src/features', 'apps/server/src/features'];
const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name)) check(path);
  }
}

function featureOf(root, file) {
  const rel = relative(root, file);
  return rel.startsWith('..') ? null : rel.split(/[\\/]/)[0];
}

function check(file) {
  const root = roots.find((r) => !relative(r, file).startsWith('..'));
  const own = featureOf(root, file);
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    let target = null;
    if (spec.startsWith('.')) target = featureOf(root, resolve(dirname(file), spec));
    else if (spec.startsWith('@/features/')) target = spec.split('/')[2];
    if (target && target !== own)
      problems.push(`${file}: feature '${own}' imports feature '${target}' (${spec})`);
  }
}

for (const root of roots) {
  try {
    walk(root);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
