// Writes each jest run's counts to $TEST_RESULTS_DIR so `npm test` can print one closing line
// for every project together.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(path.resolve(__dirname, '../..'), this.rootDir).replace(/[\\/]/g, '_') || 'root';
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({
        project: name,
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
        suitesFailed: results.numFailedTestSuites + results.numRuntimeErrorTestSuites,
      }),
    );
  }
}

module.exports = SummaryReporter;
