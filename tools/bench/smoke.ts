/**
 * Smoke mode of the benchmarks (BENCH_SMOKE=1, as tools/bench/smoke.spec.ts runs each in `npm test`):
 * tiny counts and one round, every code path still run to its end, figures printed as usual, goals
 * printed but not enforced (a smoke run's figures mean nothing). So no benchmark can rot unseen.
 * A variable given explicitly (BENCH_RUNS=…) still wins over both defaults.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SMOKE = process.env.BENCH_SMOKE === '1';

if (SMOKE) console.log('[bench] smoke run (BENCH_SMOKE=1): tiny counts, one round; goals are printed, not enforced');

/** `name` from the environment, else the full run's count, else (smoke) the small one. */
export function benchNumber(name: string, full: number, smoke: number): number {
  const given = process.env[name];
  return given !== undefined && given !== '' ? Number(given) : SMOKE ? smoke : full;
}

/** The same for a text setting (a list, a mode). */
export function benchSetting(name: string, full: string, smoke: string): string {
  const given = process.env[name];
  return given !== undefined && given !== '' ? given : SMOKE ? smoke : full;
}

/** Marks the run failed when a goal is missed, except in smoke mode (the verdict is printed either way). */
export function enforceGoal(met: boolean): void {
  if (!met && !SMOKE) process.exitCode = 1;
}

/** The running stack's data folder (its pid files): the env file's folder, else the dev stack's. */
export function stackDataDir(): string {
  const envFile = process.env.DEVSTACK_ENV_FILE;
  return envFile ? path.dirname(envFile) : path.resolve(__dirname, '../../.data/dev');
}

/** The pid of one of the stack's servers (mongodb, opensearch…), when this stack runs it. */
export function stackServerPid(name: string): number | undefined {
  const file = path.join(stackDataDir(), `${name}.pid`);
  const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}
