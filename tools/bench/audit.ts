/**
 * Audit overhead benchmark: p50 latency of document access (POST /api/pdf/access) with the audit
 * trail on versus off, in one run. Two BFFs from bff/dist run side by side on the dev stack, one
 * with AUDIT_ENABLED=true (events queued, sent to the Redis stream in pipelines, stored in batches
 * by the consumer in the same process) and one with AUDIT_ENABLED=false (the baseline), each on a
 * database of its own.
 *
 * The load is open-loop at a fixed rate, and each request to one BFF is paired with a request to
 * the other sent at the same moment (which goes first alternates), so both meet the same state of
 * the machine: on a 2-core machine shared with other work, timing the two one after the other
 * measured mostly that other work (the same build gave -3 % and +28 %). The audit-on BFF's
 * background work (its consumer, the database's inserts) then slows both a little, so the latency
 * ratio is the request path's cost; the CPU per request of each BFF and of the database server,
 * also printed, is the whole cost.
 *
 * Prints p50 and p95 of each, the p50 ratio over all requests and the median of the per-round
 * ratios (target: on ≤ 5 % slower than off), CPU per request, and whether the audit-on BFF stored
 * exactly one record per audited action (its own lexmitra_audit_records_stored_total).
 *
 *   npm run bench:audit -w @lexmitra/tools      (BENCH_ROUNDS=20 BENCH_PER_ROUND=80 BENCH_RATE=50 to change;
 *   BENCH_SMOKE=1: one round of 10)
 */
import '../jest/stack-env.js';
import { ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { cpuMs } from './proc-stats';
import { env, freePort } from './bench-http';
import { benchNumber, SMOKE, stackServerPid } from './smoke';

const ROUNDS = benchNumber('BENCH_ROUNDS', 20, 1);
const PER_ROUND = benchNumber('BENCH_PER_ROUND', 80, 10);
/** Requests per second sent to each BFF, at even intervals whether or not earlier ones have been answered. */
const RATE = Number(process.env.BENCH_RATE ?? 50);
const repoRoot = path.resolve(__dirname, '../..');
const agent = new http.Agent({ keepAlive: true });
/** A 64 KB PDF: the access streams it from MinIO, as for a real document. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024 - 15, 0x20), Buffer.from('\n%%EOF')]);



function call(url: string, method: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...headers, ...(body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = (value: unknown) => JSON.stringify(value);

interface Bff { name: string; base: string; child: ChildProcess; db: string; cookie: string; access: string }

async function startBff(name: string, auditEnabled: boolean): Promise<Bff> {
  const main = path.join(repoRoot, 'bff/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  const port = await freePort();
  // Fixed names, so repeated runs reuse two databases instead of leaving one per run.
  const db = `lexmitra_bench_audit_${name}`;
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`,
      METRICS_TOKEN: 'bench-metrics-token-0123456789', MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789abcdef', MONGO_URL: env('MONGO_URL').replace(/\/[^/]*$/, `/${db}`), S3_BUCKET: 'lexmitra-bench',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000000', AUDIT_ENABLED: String(auditEnabled), BULLMQ_PREFIX: `bench${process.pid}${name}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${name} BFF exited with ${child.exitCode}`);
    if (await call(`${base}/api/health`, 'GET').then((r) => r.status === 200, () => false)) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const email = `bench.${name}.${Date.now()}@example.in`;
  const password = 'bench-password-1';
  const headers = { 'Content-Type': 'application/json' };
  await call(`${base}/api/auth/register`, 'POST', json({ email, password }), headers);
  const login = await call(`${base}/api/auth/login`, 'POST', json({ email, password }), headers);
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`${name}: login failed: ${login.status} ${login.text}`);
  const boundary = 'benchboundary0123456789';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), PDF, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await call(`${base}/api/pdf/upload`, 'POST', body, { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` });
  if (up.status !== 201) throw new Error(`${name}: upload failed: ${up.status} ${up.text}`);
  const access = json({ uniqueID: JSON.parse(up.text).uniqueID, email });
  return { name, base, child, db, cookie, access };
}

const access = async (bff: Bff) => {
  const t = performance.now();
  const res = await call(`${bff.base}/api/pdf/access`, 'POST', bff.access, { Cookie: bff.cookie, 'Content-Type': 'application/json' });
  if (res.status !== 200) throw new Error(`${bff.name}: access answered ${res.status}`);
  return performance.now() - t;
};

/** One round: PER_ROUND pairs of accesses (one to each BFF, together) at RATE pairs per second. */
async function round(on: Bff, off: Bff, flip: boolean): Promise<{ on: number[]; off: number[] }> {
  const started = performance.now();
  const pending: Promise<[number, number]>[] = [];
  for (let i = 0; i < PER_ROUND; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const first = (i % 2 === 0) !== flip;
    pending.push(first ? Promise.all([access(on), access(off)]) : Promise.all([access(off), access(on)]).then(([b, a]) => [a, b]));
  }
  const pairs = await Promise.all(pending);
  return { on: pairs.map((p) => p[0]), off: pairs.map((p) => p[1]) };
}

/** A counter of the BFF's own metrics (0 when it has not counted yet). */
async function metric(bff: Bff, name: string): Promise<number> {
  const res = await call(`${bff.base}/api/metrics`, 'GET', undefined, { Authorization: 'Bearer bench-metrics-token-0123456789' });
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(res.text)?.[1] ?? 0);
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  const on = await startBff('on', true);
  const off = await startBff('off', false);
  const samples: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const roundRatios: number[] = [];
  const dbPid = stackServerPid('mongodb') ?? 0;
  try {
    // Warm-up (not measured): JIT, connection pools, the first stream reads.
    await round(on, off, false);
    const before = { on: cpuMs(on.child.pid!), off: cpuMs(off.child.pid!), db: cpuMs(dbPid) };
    for (let r = 0; r < ROUNDS; r++) {
      const times = await round(on, off, r % 2 === 1);
      samples.on.push(...times.on);
      samples.off.push(...times.off);
      roundRatios.push(percentile(times.on, 50) / percentile(times.off, 50));
    }
    // CPU per request: each BFF's own, and the database server's for both together.
    const n = ROUNDS * PER_ROUND;
    const cpu = { on: (cpuMs(on.child.pid!) - before.on) / n, off: (cpuMs(off.child.pid!) - before.off) / n, db: (cpuMs(dbPid) - before.db) / n };
    const p50 = { on: percentile(samples.on, 50), off: percentile(samples.off, 50) };
    const p95 = { on: percentile(samples.on, 95), off: percentile(samples.off, 95) };
    const overall = (p50.on / p50.off - 1) * 100;
    const slower = (percentile(roundRatios, 50) - 1) * 100;

    // Every access of the audit-on BFF (warm-up included) has exactly one record once the consumer
    // caught up, besides the sign-in and the upload that set the run up.
    const expected = PER_ROUND * (ROUNDS + 1) + 2;
    let stored = 0;
    for (let i = 0; i < 40 && stored < expected; i++) {
      stored = await metric(on, 'lexmitra_audit_records_stored_total');
      if (stored < expected) await new Promise((r) => setTimeout(r, 250));
    }
    const offPublished = await metric(off, 'lexmitra_audit_events_published_total');

    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
    console.log(`document access (POST /api/pdf/access, 64 KB PDF), ${RATE} paired requests/s, ${ROUNDS} rounds of ${PER_ROUND}`);
    console.log(`  audit off: p50 ${p50.off.toFixed(2)} ms  p95 ${p95.off.toFixed(2)} ms  (${samples.off.length} requests)`);
    console.log(`  audit on:  p50 ${p50.on.toFixed(2)} ms  p95 ${p95.on.toFixed(2)} ms  (${samples.on.length} requests)`);
    console.log(`  p50 with auditing: ${signed(overall)} over all requests; median of ${roundRatios.length} rounds ${signed(slower)} (target ≤ +5 %) ${slower <= 5 ? 'OK' : 'OVER'}`);
    console.log(`  CPU per request: BFF off ${cpu.off.toFixed(2)} ms, BFF on ${cpu.on.toFixed(2)} ms (consumer included)${dbPid ? `; database server ${cpu.db.toFixed(2)} ms for the pair` : ''}`);
    console.log(`  records stored: ${stored} for ${expected} audited actions (${expected - 2} accesses, sign-in, upload)${stored === expected ? ', exactly one each' : ' MISMATCH'}; the audit-off BFF published ${offPublished}`);
    // The speed goal is not enforced in a smoke run; one record per action (correctness) always is.
    if ((slower > 5 && !SMOKE) || stored !== expected || offPublished !== 0) process.exitCode = 1;
  } finally {
    on.child.kill('SIGTERM');
    off.child.kill('SIGTERM');
    agent.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
