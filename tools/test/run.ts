/**
 * `npm test`: everything docs/architecture.md §7 asks for, on a fresh machine. Installs the system packages the
 * tests need (Chromium), starts a fresh test stack (Redis, MongoDB-wire server, MinIO), builds and
 * type-checks every project, runs ESLint over the repo and every jest suite (unit, integration,
 * browser), prints one closing line with the counts, and stops the stack it started.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSchemathesis } from '../devstack/schemathesis';
import { stackDown, stackUp } from '../devstack/stack';
import { repoRoot } from '../product';
import { eslintCheck } from './eslint';
import { ensureSystemPackages } from '../devstack/system-packages';

const resultsDir = path.join(repoRoot, '.test-results');

function step(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const t0 = Date.now();
  console.log(`\n[test] ${title}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env });
  console.log(`[test] ${title}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${Math.round((Date.now() - t0) / 1000)} s`);
  return result.status === 0;
}

function ensureTestTools(): void {
  // One apt-get run for all: Chromium (browser tests, bench:lighthouse), the Noto fonts (exports),
  // poppler and Tesseract (Document AI; pdftotext/pdftoppm also read exported PDFs back in the
  // convert worker's tests), pango-view for the generated scans, wrk (bench:search's smoke run).
  ensureSystemPackages(['redis', 'chromium', 'exportFonts', 'documentTools', 'scanFixtures', 'wrk']);
  // The API fuzzer (bff/test/schemathesis.spec.ts), installed here so its test does not pay for pip.
  ensureSchemathesis();
}

async function main(): Promise<number> {
  ensureTestTools();
  fs.rmSync(resultsDir, { recursive: true, force: true });
  // With the OpenSearch node: the search tests run against both engines (adds its start, about 10-30 s).
  const stack = await stackUp('test', { fresh: true, opensearch: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...stack.env,
    DEVSTACK_ENV_FILE: stack.envFile,
    TEST_RESULTS_DIR: resultsDir,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NX_SKIP_NX_CACHE: 'true',
    FORCE_COLOR: '0',
  };
  let ok: boolean;
  try {
    const nx = path.join(repoRoot, 'node_modules', '.bin', 'nx');
    ok =
      step('build', nx, ['run-many', '-t', 'build', '--outputStyle=static'], env) &&
      step('type-check', nx, ['run-many', '-t', 'lint', '--outputStyle=static'], env);
    // Counted as a test result (see eslint.ts), so a lint problem fails the run without hiding the tests.
    eslintCheck(resultsDir, env);
    // Tests run even after nothing failed so far only; a broken build makes test results meaningless.
    if (ok) ok = step('tests', nx, ['run-many', '-t', 'test', '--parallel=2', '--outputStyle=stream'], env);
  } finally {
    await stackDown('test', { only: stack.started });
  }
  return summarize(ok);
}

function summarize(stepsOk: boolean): number {
  const files = fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json')) : [];
  const totals = { passed: 0, failed: 0, skipped: 0, suitesFailed: 0 };
  const failures: { file: string; test: string; message: string; flaky?: boolean }[] = [];
  console.log('\n[test] results by project:');
  for (const file of files.sort()) {
    const r = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    console.log(`  ${r.project.padEnd(28)} ${r.passed} passed, ${r.failed} failed${r.suitesFailed ? `, ${r.suitesFailed} suites failed to run` : ''}`);
    totals.passed += r.passed;
    totals.failed += r.failed + r.suitesFailed;
    totals.skipped += r.skipped;
    failures.push(...(r.failures ?? []));
  }
  for (const f of failures) {
    console.log(`\n[test] ${f.flaky ? 'FLAKY (passed on retry)' : 'FAILED'} ${f.file} › ${f.test}\n${f.message.split('\n').map((l: string) => `    ${l}`).join('\n')}`);
  }
  const failed = totals.failed + (stepsOk ? 0 : totals.failed === 0 ? 1 : 0);
  console.log(`\nsummary: ${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  if (totals.passed === 0) {
    console.error('[test] no test ran: that is a failure');
    return 1;
  }
  return stepsOk && failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[test] ${(err as Error).message}`);
    process.exit(1);
  },
);
