import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { INITIAL_BUNDLE_BUDGET_BYTES, measureInitialBundle } from './measure-initial-bundle.ts';

// `npm run bench`: prints the initial JS + CSS of /m/home (gzip and brotli) and its chunks.
ensureWebBuild();
const { files, totalGzipBytes, totalBrotliBytes } = measureInitialBundle();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Initial JS + CSS for /m/home (gzip level 9, brotli quality 11):');
for (const f of files)
  console.log(
    `  ${kb(f.gzipBytes).padStart(9)} gzip ${kb(f.brotliBytes).padStart(9)} br (${kb(f.rawBytes).padStart(9)} raw)  ${f.file}`,
  );
console.log(
  `  total ${kb(totalGzipBytes)} gzip of ${kb(INITIAL_BUNDLE_BUDGET_BYTES)} budget, ${kb(totalBrotliBytes)} brotli`,
);
if (totalGzipBytes > INITIAL_BUNDLE_BUDGET_BYTES) {
  console.error('over budget');
  process.exitCode = 1;
}
