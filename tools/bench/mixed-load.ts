/**
 * Mixed load (issue 11): 100 concurrent clients through a real BFF, search-service and
 * convert-worker for BENCH_SECONDS (default 20, at most 60), loopback only, split over four routes:
 * case search (POST /ask), the template list, saveDraft and convertFile (a one-page PDF). Prints
 * requests, errors and p50/p95/p99 per route; any error or non-2xx answer fails the run.
 *
 * Run with the dev stack up and everything built: npm run bench:mixed -w @lexmitra/tools
 * (BENCH_SMOKE=1: 8 clients for 2 s; an error or non-2xx answer still fails it: that is a fault, not a figure)
 */
import '../jest/stack-env.js';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import http from 'node:http';
import path from 'node:path';
import { RunningService, spawnService } from '../jest/spawn-service';
import { benchNumber } from './smoke';

const CLIENTS = benchNumber('BENCH_CLIENTS', 100, 8);
const SECONDS = Math.min(60, benchNumber('BENCH_SECONDS', 20, 2));
const root = path.resolve(__dirname, '../..');
const database = 'lexmitra_bench_mixed';
const mongoUrl = process.env.MONGO_URL!.replace(/\/[^/]*$/, `/${database}`);
const port = 8940 + (process.pid % 40);
const base = `http://127.0.0.1:${port}`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

function call(method: string, url: string, body?: unknown, cookie = ''): Promise<{ status: number; text: string; cookie?: string }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers: { cookie, ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (i: number) => unknown;
}

function routes(userId: string): Route[] {
  const queries = ['basic structure', 'Kesavananda Bharati', 'right to privacy', 'anticipatory bail', 'Maneka Gandhi passport', 'section 377', 'custodial violence', 'triple talaq'];
  const page = ['AFFIDAVIT', '', ...Array.from({ length: 12 }, (_, i) => `${i + 1}. I, Ánanya Gupta, state that item ${i + 1} of ₹ ${(i + 1) * 1000} is true.`)].join('\n');
  return [
    { name: 'POST /ask', method: 'POST', path: '/ask', body: (i) => ({ query: queries[i % queries.length] }) },
    { name: 'GET /api/drafts/getAllTemplateNames', method: 'GET', path: '/api/drafts/getAllTemplateNames' },
    { name: 'POST /api/drafts/saveDraft', method: 'POST', path: '/api/drafts/saveDraft', body: (i) => ({ userId, title: `Load ${i}`, documentContent: `${page}\nrun ${i}` }) },
    { name: 'POST /api/drafts/convertFile', method: 'POST', path: '/api/drafts/convertFile', body: (i) => ({ content: `${page}\nrun ${i}`, fileType: 'pdf', fileName: `load-${i}` }) },
  ];
}

function load(route: Route, cookie: string, connections: number): Promise<{ route: string; latencies: number[]; errors: number; non2xx: number; statuses: Map<number, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let i = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            method: route.method,
            path: route.path,
            headers: { cookie, 'content-type': 'application/json' },
            setupRequest: (req) => (route.body ? { ...req, body: JSON.stringify(route.body(i++)) } : req),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ route: route.name, latencies, errors: result.errors + result.timeouts, non2xx: result.non2xx, statuses })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

async function main() {
  const children: RunningService[] = [];
  const env = {
    MONGO_URL: mongoUrl, LOG_LEVEL: 'warn', PORT: String(port), METRICS_PORT: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000', SEARCH_RATE_LIMIT_PER_MINUTE: '100000000', DRAFT_CONVERT_RATE_LIMIT_PER_MINUTE: '1000000',
    // One bench user saves a new draft per request: the per-user limits would stop the measurement.
    DRAFT_SAVE_RATE_LIMIT_PER_MINUTE: '1000000', DRAFT_QUOTA_COUNT: '1000000000',
  };
  try {
    // search-service seeds this database with the shipped corpus on its first start.
    // Services log at info (their readiness line); the BFF at warn, so request logs cost nothing.
    children.push(await spawnService(path.join(root, 'services/search-service'), /"msg":"index ready"/, { ...env, LOG_LEVEL: 'info' }, 120_000));
    children.push(await spawnService(path.join(root, 'services/convert-worker'), /worker ready/, { ...env, LOG_LEVEL: 'info' }, 30_000));
    // At LOG_LEVEL=warn the BFF logs no start-up line: its health endpoint says when it is up.
    children.push(await spawnService(path.join(root, 'bff'), async () => (await call('GET', '/api/health/live')).status === 200, env, 60_000));
    const email = `mixed-${Date.now()}@example.in`;
    await call('POST', '/api/auth/register', { email, password: 'bench password 123' });
    const login = await call('POST', '/api/auth/login', { email, password: 'bench password 123' });
    if (login.status !== 200 || !login.cookie) throw new Error(`login answered ${login.status}: ${login.text}`);
    const me = JSON.parse((await call('GET', '/api/auth/me', undefined, login.cookie)).text);
    const all = routes(me.user?.uid ?? me.uid);
    // Warm every route once, so start-up work is not measured.
    for (const r of all) {
      const res = await call(r.method, r.path, r.body?.(0), login.cookie);
      if (res.status >= 300) throw new Error(`${r.name} answered ${res.status} before the load: ${res.text.slice(0, 300)}`);
    }

    console.log(`${CLIENTS} concurrent clients for ${SECONDS} s, ${CLIENTS / all.length} per route, loopback only\n`);
    const results = await Promise.all(all.map((r) => load(r, login.cookie!, CLIENTS / all.length)));
    let failures = 0;
    for (const r of results) {
      failures += r.errors + r.non2xx;
      const codes = [...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ');
      console.log(`${r.route.padEnd(36)} ${String(r.latencies.length).padStart(6)} req  ${(r.latencies.length / SECONDS).toFixed(0).padStart(5)} req/s  p50 ${pct(r.latencies, 50).toFixed(1).padStart(7)} ms  p95 ${pct(r.latencies, 95).toFixed(1).padStart(7)} ms  p99 ${pct(r.latencies, 99).toFixed(1).padStart(7)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  [${codes}]`);
    }
    console.log(`\n--- result\nerrors + non-2xx answers: ${failures} (0 passes) ${failures === 0 ? 'PASS' : 'FAIL'}`);
    if (failures) process.exitCode = 1;
  } finally {
    await Promise.all(children.map((c) => c.stop('SIGTERM')));
    const conn = await mongoose.createConnection(mongoUrl).asPromise().catch(() => null);
    await conn?.dropDatabase().catch(() => undefined);
    await conn?.close();
  }
}

main().catch((err) => {
  console.error(`bench failed: ${(err as Error).message}`);
  process.exitCode = 1;
});
