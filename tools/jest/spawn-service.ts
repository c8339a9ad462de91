/**
 * Runs a built service (dist/main.js) as a real child process for integration tests, waiting for
 * the line it logs when ready. Fails loudly when the build is missing or the service dies.
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RunningService {
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * `ready` is the line the service logs when ready, or a probe polled until it answers true (for a
 * BFF run at LOG_LEVEL=warn, which logs no start-up line: its health endpoint says when it is up).
 */
export async function spawnService(projectDir: string, ready: RegExp | (() => Promise<boolean>), env: Record<string, string | undefined>, timeoutMs = 20_000): Promise<RunningService> {
  const main = path.join(projectDir, 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  const child = spawn(process.execPath, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error(`${projectDir} not ready within ${timeoutMs} ms. Output:\n${out}`));
    }, timeoutMs);
    const finish = () => {
      done = true;
      clearTimeout(timer);
      resolve();
    };
    if (ready instanceof RegExp) {
      const check = () => ready.test(out) && finish();
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
    } else {
      const poll = async () => {
        while (!done && child.exitCode === null) {
          if (await ready().catch(() => false)) return finish();
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      void poll();
    }
    child.once('exit', (code) => {
      done = true;
      clearTimeout(timer);
      reject(new Error(`${projectDir} exited with ${code} before it was ready. Output:\n${out}`));
    });
  });
  return {
    child,
    output: () => out,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}
