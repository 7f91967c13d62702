import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Ends the run with what it cost and one plain line, "N passed, N failed, N skipped", that CI
// logs and people read at a glance after the default reporter's detail. The cost: each
// project's wall time (first file started to last file ended; projects overlap) and the ten
// slowest files, so a slow test is seen the day it is added (docs/testing.md).
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly spans = new Map<string, { project: string; file: string; ms: number; end: number }>();
  private runStart = Date.now();

  onTestRunStart(): void {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const start = this.started.get(module.id) ?? Date.now();
    const end = Date.now();
    this.spans.set(module.id, {
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      ms: end - start,
      end,
    });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    this.printCost();
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  private printCost(): void {
    const spans = [...this.spans.entries()];
    if (spans.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const projects = new Map<string, { first: number; last: number; files: number }>();
    for (const [id, span] of spans) {
      const start = this.started.get(id) ?? span.end;
      const seen = projects.get(span.project) ?? { first: start, last: span.end, files: 0 };
      projects.set(span.project, {
        first: Math.min(seen.first, start),
        last: Math.max(seen.last, span.end),
        files: seen.files + 1,
      });
    }
    console.log(`\nWall time per project (the run: ${seconds(Date.now() - this.runStart)}):`);
    for (const [name, p] of [...projects].sort((a, b) => a[1].first - b[1].first)) {
      console.log(`  ${name.padEnd(14)} ${seconds(p.last - p.first).padStart(8)}  ${p.files} files`);
    }
    console.log('Ten slowest files:');
    for (const span of spans
      .map(([, s]) => s)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)) {
      console.log(`  ${seconds(span.ms).padStart(8)}  ${span.project.padEnd(14)} ${span.file}`);
    }
  }
}
