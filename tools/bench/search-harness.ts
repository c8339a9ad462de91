/**
 * What the search benchmarks (search.ts, search-engines.ts) share: starting the BFF and
 * search-service as real processes from their builds, an HTTP client with keep-alive, a signed-in
 * bench user, percentiles, and one time budget for the whole run.
 */
import type { CaseRecord } from '@lexmitra/contracts';
import { StoredCaseSchema } from '@lexmitra/data';
import mongoose from 'mongoose';
import { ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The database of the embedded engine's generated descriptions (bench:search-engines, bench:search-bff-ab); kept between runs. */
export const MEMORY_BENCH_DB = 'lexmitra_bench_engines_mem';

/**
 * Puts `cases` (descriptions, no full texts) into the database of `mongoUrl` for search-service to
 * index, unless it already holds that many: a run after another reuses them.
 */
export async function loadDescriptions(mongoUrl: string, cases: CaseRecord[], checkTime: (what: string) => void): Promise<void> {
  const conn = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    const model = conn.model('StoredCase', StoredCaseSchema);
    if ((await model.estimatedDocumentCount()) === cases.length) return;
    await conn.dropDatabase();
    const now = new Date();
    for (let i = 0; i < cases.length; i += 2000) {
      checkTime('loading MongoDB');
      await model.collection.insertMany(cases.slice(i, i + 2000).map((c) => ({ ...c, hash: 'bench', createdAt: now, updatedAt: now })));
    }
    await conn.collection('case_corpus').updateOne({ _id: 'cases' as never }, { $set: { version: 1 } }, { upsert: true });
  } finally {
    await conn.close();
  }
}

export const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

export class BenchHarness {
  readonly children: ChildProcess[] = [];
  readonly deadline: number;
  readonly agent: http.Agent;

  constructor(timeoutSeconds: number, clients: number) {
    this.deadline = Date.now() + timeoutSeconds * 1000;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  }

  checkTime(what: string): void {
    if (Date.now() > this.deadline) throw new Error(`time budget exceeded during ${what}`);
  }

  /**
   * Starts `dir`'s dist/main.js; resolves once `ready` matches its output (a line it logs) or answers
   * true (a probe: the BFF at LOG_LEVEL=warn logs no start-up line). BENCH_PROFILE_DIR=<dir> writes a
   * CPU profile of each service there when it exits.
   */
  start(dir: string, ready: RegExp | (() => Promise<boolean>), env: Record<string, string>, build = 'dist', nodeArgs: string[] = []): Promise<ChildProcess> {
    const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    const child = spawn(process.execPath, [...profile, ...nodeArgs, path.join(root, dir, build, 'main.js')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.children.push(child);
    let out = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${dir} not ready:\n${out.slice(-2000)}`)), Math.max(1000, this.deadline - Date.now()));
      const done = () => {
        clearTimeout(timer);
        resolve(child);
      };
      const on = (d: Buffer) => {
        out += d;
        if (ready instanceof RegExp && ready.test(out)) done();
      };
      child.stdout!.on('data', on);
      child.stderr!.on('data', on);
      if (!(ready instanceof RegExp)) {
        const poll = async (): Promise<void> => {
          if (child.exitCode !== null || Date.now() > this.deadline) return;
          if (await ready().catch(() => false)) return done();
          setTimeout(() => void poll(), 200);
        };
        void poll();
      }
      child.once('exit', (code) => reject(new Error(`${dir} exited ${code}:\n${out.slice(-2000)}`)));
    });
  }

  /**
   * A BFF on `port` for the database of `mongoUrl`, with a signed-in bench user; its base URL and
   * cookie. `build` is the folder of bff/ holding the build to run (another for an A/B comparison).
   */
  async startBff(mongoUrl: string, port: number, build = 'dist', nodeArgs: string[] = []): Promise<{ bff: ChildProcess; base: string; cookie: string }> {
    const base = `http://127.0.0.1:${port}`;
    const live = () => new Promise<boolean>((resolve) => http.get(`${base}/api/health/live`, (res) => (res.resume(), resolve(res.statusCode === 200))).on('error', () => resolve(false)));
    const bff = await this.start('bff', live, { MONGO_URL: mongoUrl, PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000', SEARCH_RATE_LIMIT_PER_MINUTE: '100000000' }, build, nodeArgs);
    const email = `bench-${port}-${Date.now()}@example.in`;
    await this.post(`${base}/api/auth/register`, { email, password: 'bench password 123' });
    const login = await this.post(`${base}/api/auth/login`, { email, password: 'bench password 123' });
    return { bff, base, cookie: String(login.headers['set-cookie']).split(';')[0] };
  }

  post(url: string, body: unknown, cookie = ''): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
    const data = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent: this.agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      });
      req.on('error', reject);
      req.end(data);
    });
  }

  /** Stops every process this run started. */
  stopAll(): void {
    for (const c of this.children) if (c.exitCode === null) c.kill('SIGTERM');
    this.agent.destroy();
  }
}
