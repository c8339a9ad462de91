/**
 * Every benchmark, run the way people run it (`npm run bench:… -w @lexmitra/tools`) in smoke mode
 * (BENCH_SMOKE=1, tools/bench/smoke.ts: tiny counts, one round, goals not enforced) against the
 * running stack, must exit 0: a bench that throws, exits non-zero or outlives its time fails here,
 * so none rots between the runs that measure for real. The list is tools/bench/benches.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireOpenSearch, requireStack } from '../jest/require-stack';
import { BENCHES, Bench } from './benches';

const repoRoot = path.resolve(__dirname, '../..');
const scriptsOf = (file: string): Record<string, string> => (JSON.parse(fs.readFileSync(file, 'utf8')) as { scripts: Record<string, string> }).scripts;
const toolsScripts = scriptsOf(path.join(repoRoot, 'tools/package.json'));
const rootScripts = scriptsOf(path.join(repoRoot, 'package.json'));
const logDir = path.join(process.env.TEST_RESULTS_DIR ?? os.tmpdir(), 'bench-smoke');

/** Runs one bench to its end in its own process group (so a timeout also ends the servers it started). */
function runBench(bench: Bench): Promise<{ code: number | null; seconds: number; log: string; output: string }> {
  fs.mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `${bench.script.replace(':', '-')}.log`);
  const started = Date.now();
  const child = spawn('npm', ['run', bench.script, '-w', '@lexmitra/tools'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // METRICS_PORT=0: every service a bench starts takes a free metrics port (a running `npm start` keeps 9464+).
    env: { ...process.env, BENCH_SMOKE: '1', METRICS_PORT: '0', FORCE_COLOR: '0', ...bench.env },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const timer = setTimeout(() => {
    output += `\n[smoke] ${bench.script} still running after ${bench.timeoutS} s: stopped\n`;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, bench.timeoutS * 1000);
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      fs.writeFileSync(log, output);
      resolve({ code: code ?? (signal ? 128 : null), seconds: (Date.now() - started) / 1000, log, output });
    });
  });
}

describe('benchmarks, smoke runs', () => {
  it('covers every bench:* script of tools/package.json and the root package.json', () => {
    const listed = BENCHES.map((b) => b.script).sort();
    expect(Object.keys(toolsScripts).filter((s) => s.startsWith('bench:')).sort()).toEqual(listed);
    // The root's bench scripts only forward to the tools one of the same name (tested there).
    for (const script of Object.keys(rootScripts).filter((s) => s.startsWith('bench:'))) {
      expect(listed).toContain(script);
      expect(rootScripts[script]).toBe(`npm run ${script} -w tools`);
    }
  });

  for (const bench of BENCHES) {
    it(`${bench.script} runs to its end`, async () => {
      requireStack();
      if (bench.script === 'bench:search-engines') requireOpenSearch();
      const run = await runBench(bench);
      if (run.code !== 0) {
        const tail = run.output.trim().split('\n').slice(-60).join('\n');
        throw new Error(`${bench.script} exited ${run.code} after ${run.seconds.toFixed(0)} s; the end of its output (all of it: ${run.log}):\n${tail}`);
      }
      expect(run.output).toContain('smoke run (BENCH_SMOKE=1)');
    }, (bench.timeoutS + 30) * 1000);
  }
});
