import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '@lobby/shared';

/** Issue 7 budget: the JS + CSS that /m/home loads before first paint, gzip. */
export const INITIAL_BUNDLE_BUDGET_BYTES = 100 * 1024;

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialBundle {
  files: { file: string; gzipBytes: number; brotliBytes: number; rawBytes: number }[];
  totalGzipBytes: number;
  /** What a browser that accepts br receives: the server sends the build's .br files. */
  totalBrotliBytes: number;
}

/**
 * What /m/home needs before it paints: the entry chunk and its static imports, the Home route
 * module and its static imports, the shell locale file of the default language (MY) and, were
 * MY partial, of the EN fallback (apps/web/src/lib/i18n.ts loads none for complete languages),
 * and every CSS file those chunks pull in.
 */
export function measureInitialBundle(): InitialBundle {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('apps/web/dist/.vite/manifest.json missing: run npm run build');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const entry = keys.find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const languages = COMPLETE_LANGUAGES.includes(DEFAULT_LANGUAGE)
    ? [DEFAULT_LANGUAGE]
    : [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE];
  const localeFiles = languages.map((code) => `src/locales/${code.toLowerCase()}.json`);
  const roots = [
    entry,
    // Home's route module (app/routes/home.tsx) composes the home screen and what joins it.
    ...keys.filter((k) => /src\/app\/routes\/home\.tsx$/.test(k)),
    ...keys.filter((k) => localeFiles.some((file) => k.endsWith(file))),
  ];
  if (roots.length < 2 + languages.length)
    throw new Error(
      `could not find the home screen and the ${languages.join('/')} locales in ${roots.join(', ')}`,
    );

  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);

  const measured = [...files]
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(join(dist, file));
      const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      return {
        file,
        rawBytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        brotliBytes: brotli.length,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (pick: (f: (typeof measured)[number]) => number) =>
    measured.reduce((sum, f) => sum + pick(f), 0);
  return {
    files: measured,
    totalGzipBytes: total((f) => f.gzipBytes),
    totalBrotliBytes: total((f) => f.brotliBytes),
  };
}
