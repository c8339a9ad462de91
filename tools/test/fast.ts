/**
 * `npm run test:fast`: every spec that needs no server and no build (tools/test/lanes.ts decides
 * which), in one jest run across the projects, for the edit loop. No stack is started or reached:
 * the servers' addresses are taken out of the environment and the dev stack's env file is not read,
 * so a spec that does need one fails here rather than quietly passing against a stack left running.
 * It does not build, type-check or lint: `npm test` (the whole suite, as CI runs it) does.
 *
 *   npm run test:fast                   every fast spec
 *   npm run test:fast -- legal-kb chat  the fast specs whose path holds one of the words
 *   npm run test:fast -- --list         which lane every spec is in, and why
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from '../devstack/system-packages';
import { repoRoot } from '../product';
import { classify } from './lanes';

const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('-'));
const all = classify(repoRoot);

if (args.includes('--list')) {
  for (const s of all) console.log(`${s.server ? 'npm test ' : 'test:fast'}  ${s.spec}${s.server ? `  (${s.server})` : ''}`);
  process.exit(0);
}

const fast = all.filter((s) => !s.server && (!filters.length || filters.some((f) => s.spec.includes(f))));
if (!fast.length) {
  console.error(`[test:fast] no spec without a server matches ${filters.join(', ')}`);
  process.exit(1);
}
// What the document, export and scan specs run (poppler, Tesseract, the Noto fonts, pango-view), as `npm test` installs it.
ensureSystemPackages(['exportFonts', 'documentTools', 'scanFixtures']);

const configs = [...new Set(fast.map((s) => s.project.config))];
const lane = all.filter((s) => !s.server).length;
console.log(`[test:fast] ${fast.length}${filters.length ? ` (matching ${filters.join(', ')})` : ''} of the ${lane} specs that need no server, in ${configs.length} projects; the other ${all.length - lane} run in \`npm test\``);

// One jest run over every project: its workers take specs from all of them, so no project waits for
// another. Reporters and the test timeout belong to the run, not to a project: the projects'
// reporters (npm test's summary file) are left out, and the run takes the longest timeout they set.
// An inline project's `<rootDir>` would be read against the run's folder, so each is written out.
const withRoot = (value: unknown, rootDir: string): unknown =>
  typeof value === 'string'
    ? value.replaceAll('<rootDir>', rootDir)
    : Array.isArray(value)
      ? value.map((v) => withRoot(v, rootDir))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [withRoot(k, rootDir), withRoot(v, rootDir)]))
        : value;
let testTimeout = 5000;
const projects = configs.map((config) => {
  const { reporters: _reporters, testTimeout: timeout, ...project } = createRequire(__filename)(path.join(repoRoot, config));
  testTimeout = Math.max(testTimeout, timeout ?? 0);
  return withRoot(project, project.rootDir);
});
const env: NodeJS.ProcessEnv = { ...process.env, DEVSTACK_ENV_FILE: path.join(repoRoot, '.data', 'no-stack', 'stack.env') };
for (const name of ['MONGO_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'OPENSEARCH_URL', 'SMTP_URL', 'MAIL_WEB_URL', 'TEST_RESULTS_DIR']) delete env[name];

const workers = process.env.TEST_FAST_WORKERS ?? String(Math.max(1, Math.min(os.availableParallelism(), 4)));
const t0 = Date.now();
const result = spawnSync(
  path.join(repoRoot, 'node_modules', '.bin', 'jest'),
  ['--ci', `--maxWorkers=${workers}`, '--config', JSON.stringify({ rootDir: repoRoot, testTimeout, projects }), '--runTestsByPath', ...fast.map((s) => s.spec)],
  { cwd: repoRoot, stdio: 'inherit', env },
);
console.log(`[test:fast] ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - t0) / 1000)} s`);
process.exit(result.status ?? 1);
