import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Closes a run of many spec files with the slowest of them (their tests' time added up), for CI's
 * log: where the suite's time goes, next to each phase's time (.ci/run). A run of a few files
 * prints nothing more.
 */
export default class SlowestFiles implements Reporter {
  private readonly files = new Map<string, { seconds: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const seen = this.files.get(file) ?? { seconds: 0, tests: 0 };
    seen.seconds += result.duration / 1000;
    seen.tests += 1;
    this.files.set(file, seen);
  }

  onEnd() {
    if (this.files.size < 10) return;
    const files = [...this.files].sort(([, a], [, b]) => b.seconds - a.seconds);
    const total = files.reduce((sum, [, { seconds }]) => sum + seconds, 0);
    const lines = files
      .slice(0, 5)
      .map(
        ([file, { seconds, tests }]) =>
          `  ${seconds.toFixed(1).padStart(6)} s  ${file} (${tests} tests)`,
      );
    console.log(
      `[e2e] slowest of ${files.length} files (${Math.round(total)} s of tests in all, across workers):\n${lines.join('\n')}`,
    );
  }

  printsToStdio() {
    return true;
  }
}
