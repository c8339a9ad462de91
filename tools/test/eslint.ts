/**
 * ESLint over the whole repo as one check of `npm test`: it prints what ESLint found and writes a
 * result beside the jest projects' (TEST_RESULTS_DIR), so a lint problem fails the run and shows
 * in the closing summary like a failed test. Warnings count as problems (`npm run lint` is clean).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../product';

interface LintMessage { line?: number; column?: number; ruleId: string | null; message: string; fatal?: boolean }
interface LintResult { filePath: string; messages: LintMessage[] }

export function eslintCheck(resultsDir: string, env: NodeJS.ProcessEnv): boolean {
  const t0 = Date.now();
  const eslint = path.join(repoRoot, 'node_modules', '.bin', 'eslint');
  console.log(`\n[test] eslint: ${eslint} . --format json`);
  const run = spawnSync(eslint, ['.', '--format', 'json'], { cwd: repoRoot, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const failures: { file: string; test: string; message: string }[] = [];
  let files = 0;
  try {
    const results = JSON.parse(run.stdout) as LintResult[];
    files = results.length;
    for (const r of results.filter((x) => x.messages.length > 0)) {
      const lines = r.messages.map((m) => `${m.line ?? 0}:${m.column ?? 0}  ${m.message}  ${m.ruleId ?? (m.fatal ? 'parse error' : '')}`);
      failures.push({ file: path.relative(repoRoot, r.filePath), test: 'eslint', message: lines.join('\n') });
    }
  } catch {
    // No JSON: ESLint could not start (bad config, missing plugin); its own words say why.
    failures.push({ file: 'eslint.config.mjs', test: 'eslint', message: `${run.stderr || run.stdout || run.error?.message}`.slice(0, 1200) });
  }
  if (run.status !== 0 && failures.length === 0) failures.push({ file: 'eslint.config.mjs', test: 'eslint', message: run.stderr.slice(0, 1200) });
  for (const f of failures) console.log(`${f.file}\n${f.message.replace(/^/gm, '  ')}`);
  const ok = failures.length === 0;
  console.log(`[test] eslint: ${files} files, ${ok ? 'clean' : `FAILED (${failures.length} with problems)`} in ${Math.round((Date.now() - t0) / 1000)} s`);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'eslint.json'),
    JSON.stringify({ project: 'eslint', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, suitesFailed: 0, failures }),
  );
  return ok;
}
