/**
 * `npm test`: everything docs/architecture.md §7 asks for, on a fresh machine. Installs the system packages the
 * tests need (Chromium), starts a fresh test stack (Redis, MongoDB-wire server, MinIO), builds and
 * type-checks every project, runs ESLint over the repo and every jest suite (unit, integration,
 * browser), prints one closing line with the counts, and stops the stack it started.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSchemathesis } from '../devstack/schemathesis';
import { stackDown, stackUp } from '../devstack/stack';
import { repoRoot } from '../product';
import { eslintCheck } from './eslint';
import { ensureSystemPackages } from '../devstack/system-packages';
import { jestProjects } from './lanes';

const resultsDir = path.join(repoRoot, '.test-results');
/** How long each project's tests took in the last run on this machine (kept outside the fresh test stack's data). */
const durationsFile = path.join(repoRoot, '.data', 'test-durations.json');
/**
 * The projects whose tests run longest, longest first, for a machine with no earlier run recorded:
 * the benchmark smoke runs and stack specs (tools), the BFF's integration specs, the browser tests,
 * then the workers.
 */
const LONGEST_FIRST = ['tools', 'bff', 'e2e', 'services/ai-worker', 'services/search-service', 'libs/documents', 'libs/legal-kb', 'frontend'];
const TEST_LANES = 2;

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
      // Every project was just built: without --excludeTaskDependencies each lint's `^build` would
      // build them all again (NX_SKIP_NX_CACHE), the whole product build a second time.
      step('type-check', nx, ['run-many', '-t', 'lint', '--excludeTaskDependencies', '--outputStyle=static'], env);
    // Counted as a test result (see eslint.ts), so a lint problem fails the run without hiding the tests.
    eslintCheck(resultsDir, env);
    // Tests run even after nothing failed so far only; a broken build makes test results meaningless.
    if (ok) ok = await tests(env);
  } finally {
    await stackDown('test', { only: stack.started });
  }
  return summarize(ok);
}

/** One project's `npm test` script (jest), its lines prefixed with the project, as nx's stream output did. */
function testProject(dir: string, env: NodeJS.ProcessEnv): Promise<{ dir: string; ok: boolean; seconds: number }> {
  const t0 = Date.now();
  const child = spawn('npm', ['run', 'test', '--workspace', dir], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) process.stdout.write(`${dir}: ${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${dir}: ${rest}\n`));
  }
  return new Promise((resolve) => child.once('close', (code) => resolve({ dir, ok: code === 0, seconds: (Date.now() - t0) / 1000 })));
}

/**
 * Every project's tests, two projects at a time, longest first (the last run's durations, else
 * LONGEST_FIRST), so the two lanes end together. nx ran them most-depended-on first, which left the
 * apps (the BFF, the browser tests, the benchmark smoke runs) for last, one of them often alone on
 * a core while the other core idled.
 */
async function tests(env: NodeJS.ProcessEnv): Promise<boolean> {
  const t0 = Date.now();
  const last: Record<string, number> = fs.existsSync(durationsFile) ? JSON.parse(fs.readFileSync(durationsFile, 'utf8')) : {};
  const rank = (dir: string) => (LONGEST_FIRST.includes(dir) ? LONGEST_FIRST.length - LONGEST_FIRST.indexOf(dir) : 0);
  const queue = jestProjects(repoRoot)
    .map((p) => p.dir)
    .sort((a, b) => (last[b] ?? 0) - (last[a] ?? 0) || rank(b) - rank(a) || a.localeCompare(b));
  console.log(`\n[test] tests, ${TEST_LANES} projects at a time, longest first: ${queue.join(', ')}`);
  const done: { dir: string; ok: boolean; seconds: number }[] = [];
  await Promise.all(
    Array.from({ length: TEST_LANES }, async () => {
      for (let dir = queue.shift(); dir; dir = queue.shift()) done.push(await testProject(dir, env));
    }),
  );
  fs.mkdirSync(path.dirname(durationsFile), { recursive: true });
  fs.writeFileSync(durationsFile, JSON.stringify(Object.fromEntries(done.map((r) => [r.dir, Math.round(r.seconds)])), null, 1));
  for (const r of [...done].sort((a, b) => b.seconds - a.seconds)) console.log(`[test]   ${r.dir.padEnd(26)} ${r.ok ? 'ok    ' : 'FAILED'} ${Math.round(r.seconds)} s`);
  const ok = done.every((r) => r.ok);
  console.log(`[test] tests: ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - t0) / 1000)} s`);
  return ok;
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
