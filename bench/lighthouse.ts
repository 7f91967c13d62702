import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { ROUTES } from '@lobby/shared';
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { startServer } from './support/server.ts';

// `npm run bench`: Lighthouse mobile (its default: simulated slow 4G and a 4x slower CPU) on
// /m/home and /m/login, the median of 3 runs each (issue 7 target: performance >= 98). Figures
// only, never asserted: they move with the machine's load.
const RUNS = 3;
const PAGES = [ROUTES.home, ROUTES.login];
// ../shared/stack-notes.md: the flags Debian's Chromium needs here.
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

async function lighthouse(url: string): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      '--output-path=stdout',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  const report = JSON.parse(stdout) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

ensureWebBuild();
const server = await startServer({ dataDirPrefix: 'lobby-bench-lighthouse-' });
try {
  console.log(`Lighthouse mobile, median of ${RUNS} runs:`);
  for (const path of PAGES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(server.url + path));
    const m = (pick: (f: Figures) => number) => median(runs.map(pick));
    console.log(
      `  ${path.padEnd(9)} performance ${m((f) => f.performance)}, LCP ${m((f) => f.lcpMs).toFixed(0)} ms, ` +
        `TBT ${m((f) => f.tbtMs).toFixed(0)} ms, CLS ${m((f) => f.cls).toFixed(3)}`,
    );
  }
} finally {
  await server.stop();
}
