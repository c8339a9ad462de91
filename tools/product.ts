/**
 * Runs the whole product as local processes: the BFF (which serves the built SPA) and every worker
 * service, all pointed at one dev stack. Used by `npm start` and by the browser tests.
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');

export const PRODUCT_PROCESSES = [
  { name: 'bff', dir: 'bff' },
  { name: 'ai-worker', dir: 'services/ai-worker' },
  { name: 'convert-worker', dir: 'services/convert-worker' },
  { name: 'search-service', dir: 'services/search-service' },
] as const;

export interface RunningProduct {
  url: string;
  children: ChildProcess[];
  stop(): Promise<void>;
}

function getJson(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { timeout: 8000 }, (res) => {
      let data = '';
      res.on('data', (d) => (data += d));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: data });
        }
      });
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
  });
}

/** The dependencies a health report says are down (its `dependencies` map: name → {up}). */
function downDependencies(body: unknown): string[] {
  const deps = (body as { dependencies?: Record<string, { up?: boolean }> } | undefined)?.dependencies ?? {};
  return Object.entries(deps).filter(([, d]) => !d?.up).map(([name]) => name);
}

/**
 * Waits until the BFF answers healthy and every worker answers a round trip. `pending` names
 * dependencies that may still be down (`npm start` serves before MinIO is built: uploads answer 503
 * until it is up); any other one down keeps waiting.
 */
export async function waitForProduct(url: string, timeoutMs: number, pending: string[] = []): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const health = await getJson(`${url}/api/health`);
      const down = downDependencies(health.body);
      if (health.status === 200 || (down.length > 0 && down.every((name) => pending.includes(name)))) {
        const workers = await getJson(`${url}/api/health/workers`);
        if (workers.status === 200) return;
        last = `workers: ${JSON.stringify(workers.body)}`;
      } else last = `health: ${JSON.stringify(health.body)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the product at ${url} was not healthy within ${timeoutMs / 1000}s (${last})`);
}

/**
 * Spawns the product's processes and returns at once. Each retries its first connection to Redis and
 * MongoDB, so `npm start` launches them while FerretDB is still compiling: their own start-up (loading
 * code, several seconds of CPU) overlaps the compile. Wait with waitForProduct.
 */
export function launchProduct(env: Record<string, string>, opts: { port: number; logDir?: string; inheritOutput?: boolean }): RunningProduct {
  const children: ChildProcess[] = [];
  // All processes share one machine here: each gets its own metrics/health port (9464, 9465, ...;
  // a product on another HTTP port, like the browser tests', uses 9564+ so it can run beside
  // `npm start`). In Kubernetes every pod uses 9464.
  const metricsBase = Number(env.METRICS_PORT ?? process.env.METRICS_PORT ?? 9464);
  for (const [index, proc] of PRODUCT_PROCESSES.entries()) {
    const main = path.join(repoRoot, proc.dir, 'dist', 'main.js');
    if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
    let stdio: 'inherit' | ['ignore', number, number] = 'inherit';
    if (!opts.inheritOutput) {
      fs.mkdirSync(opts.logDir ?? path.join(repoRoot, '.data', 'logs'), { recursive: true });
      const fd = fs.openSync(path.join(opts.logDir ?? path.join(repoRoot, '.data', 'logs'), `${proc.name}.log`), 'a');
      stdio = ['ignore', fd, fd];
    }
    // METRICS_PORT=0 (benchmarks' smoke runs): every process takes any free port.
    const metricsPort = metricsBase === 0 ? '0' : String(metricsBase + index + (opts.port === 8080 ? 0 : 100));
    const child = spawn(process.execPath, [main], { cwd: repoRoot, env: { ...process.env, ...env, PORT: String(opts.port), METRICS_PORT: metricsPort }, stdio });
    children.push(child);
  }
  const url = `http://127.0.0.1:${opts.port}`;
  const product: RunningProduct = {
    url,
    children,
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
  return product;
}

/** launchProduct, then waitForProduct (stopping the processes when they do not come up). */
export async function startProduct(
  env: Record<string, string>,
  opts: { port: number; logDir?: string; inheritOutput?: boolean; pending?: string[] },
): Promise<RunningProduct> {
  const product = launchProduct(env, opts);
  try {
    await waitForProduct(product.url, 60_000, opts.pending);
  } catch (err) {
    await product.stop();
    throw err;
  }
  return product;
}
