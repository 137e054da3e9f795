// Closes a run of many test files with the slowest of them, for CI's log: where the suite's time
// goes, next to each phase's time (.ci/run). A run of a few files prints nothing more.
const path = require('node:path');

const SHOWN = 5;
const AT_LEAST = 20;

class SlowestFiles {
  /**
   * @param {unknown} _contexts
   * @param {{ testResults: Array<{ testFilePath: string, perfStats: { start: number, end: number } }> }} results
   */
  onRunComplete(_contexts, results) {
    if (results.testResults.length < AT_LEAST) return;
    const files = results.testResults
      .map(({ testFilePath, perfStats }) => ({
        file: path.relative(process.cwd(), testFilePath),
        seconds: (perfStats.end - perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
    const lines = files
      .slice(0, SHOWN)
      .map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
    console.log(
      `[jest] slowest of ${files.length} files (${Math.round(total)} s in all, across workers):\n${lines.join('\n')}`,
    );
  }
}

module.exports = SlowestFiles;
