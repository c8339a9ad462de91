// Writes each jest run's counts to $TEST_RESULTS_DIR so `npm test` can print one closing line
// for every project together.
const fs = require('node:fs');
const path = require('node:path');

// CI keeps only the tail of the output, so the closing summary repeats what failed and why.
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function failuresOf(results) {
  const failures = [];
  for (const suite of results.testResults) {
    const file = path.relative(path.resolve(__dirname, '../..'), suite.testFilePath);
    if (suite.testExecError) failures.push({ file, test: '(suite failed to run)', message: suite.testExecError.message });
    for (const t of suite.testResults) {
      if (t.status === 'failed') failures.push({ file, test: t.fullName, message: t.failureMessages.join('\n') });
      else if (t.status === 'passed' && t.invocations > 1) {
        failures.push({ file, test: t.fullName, flaky: true, message: (t.retryReasons ?? []).join('\n') });
      }
    }
  }
  return failures.map((f) => ({ ...f, message: stripAnsi(f.message || '').slice(0, 1200) }));
}

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
        suitesFailed: results.numRuntimeErrorTestSuites,
        failures: failuresOf(results),
      }),
    );
  }
}

module.exports = SummaryReporter;
