/**
 * Export benchmark: "export my data" for a user with 500 MB of documents. Starts its own BFF
 * (bff/dist) and ai-worker (services/ai-worker/dist) against the dev stack, uploads the documents
 * through the BFF, asks for the export, follows it to the end and downloads the ZIP through the
 * BFF, sampling both processes' resident memory every 20 ms.
 *
 * Prints the time, throughput and ZIP size, and each process's peak RSS growth over its idle level
 * (target < 64 MB each: the ZIP is streamed, never built in memory). Cleans up by deleting the
 * account (grace 0: the worker erases documents, export and records), then the bucket.
 *
 *   npm run bench:export -w @lexmitra/tools      (BENCH_EXPORT_MB=500 BENCH_FILE_MB=25 to change;
 *   BENCH_SMOKE=1: two 2 MB documents)
 */
import '../jest/stack-env.js';
import * as Minio from 'minio';
import { ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Answer, call, env, freePort } from './bench-http';
import { rssBytes } from './proc-stats';
import { benchNumber, enforceGoal } from './smoke';

const MB = 1024 * 1024;
const TOTAL = benchNumber('BENCH_EXPORT_MB', 500, 4) * MB;
const FILE = benchNumber('BENCH_FILE_MB', 25, 2) * MB;
const repoRoot = path.resolve(__dirname, '../..');
const BUCKET = `lexmitra-bench-export-${process.pid}`;
const PREFIX = `bexp${process.pid}`;





function upload(base: string, cookie: string, file: string, size: number): Promise<Answer> {
  const boundary = `----lexmitra${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/pdf/upload`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + size + tail.length } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.write(head);
    const body = fs.createReadStream(file, { highWaterMark: MB, end: size - 1 });
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

/** Downloads the ZIP and drops it, counting bytes and hashing (nothing kept in memory). */
function download(url: string, cookie: string): Promise<{ status: number; bytes: number; sha256: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { Cookie: cookie } }, (res) => {
      const hash = createHash('sha256');
      let bytes = 0;
      res.on('data', (d: Buffer) => {
        bytes += d.length;
        hash.update(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, sha256: hash.digest('hex') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const common = () => ({ ...process.env, LOG_LEVEL: 'warn', MONGO_URL: env('MONGO_URL').replace(/\/[^/]*$/, '/lexmitra_bench_export'), S3_BUCKET: BUCKET, BULLMQ_PREFIX: PREFIX, ACCOUNT_DELETION_GRACE_SECONDS: '0' });

async function waitUntil(what: string, ms: number, check: () => Promise<boolean>, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${ms / 1000} s`);
}

async function startBff(port: number): Promise<ChildProcess> {
  const main = path.join(repoRoot, 'bff/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { ...common(), PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, METRICS_TOKEN: 'bench-metrics-token-0123456789', MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789abcdef', UPLOAD_MAX_BYTES: String(FILE + MB), AUTH_RATE_LIMIT_PER_MINUTE: '100', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_QUOTA_BYTES: String(4 * TOTAL) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil('BFF health', 30_000, async () => (await call(`http://127.0.0.1:${port}/api/health`, 'GET')).status === 200, child);
  return child;
}

async function startWorker(): Promise<ChildProcess> {
  const main = path.join(repoRoot, 'services/ai-worker/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  const child = spawn(process.execPath, [main], { cwd: repoRoot, env: { ...common(), LOG_LEVEL: 'info', METRICS_PORT: '0', OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d) => (out = (out + d).slice(-100_000)));
  await waitUntil('ai-worker ready', 40_000, async () => /"queue":"privacy"[^\n]*worker ready/.test(out), child);
  child.stdout!.resume();
  return child;
}

async function account(base: string, label: string): Promise<string> {
  const email = `${label}.${Date.now()}@example.in`;
  await call(`${base}/api/auth/register`, 'POST', { email, password: 'bench-password-1' });
  const login = await call(`${base}/api/auth/login`, 'POST', { email, password: 'bench-password-1' });
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${login.text}`);
  return cookie;
}

/** Asks for an export and waits until it is ready; returns its download link. */
async function exportOf(base: string, cookie: string): Promise<{ url: string; size: number }> {
  const started = await call(`${base}/api/account/export`, 'POST', undefined, { Cookie: cookie });
  if (started.status !== 202) throw new Error(`export refused: ${started.status} ${started.text}`);
  let ready: { downloadUrl: string; size: number } | undefined;
  await waitUntil('the export', 600_000, async () => {
    const { export: e } = JSON.parse((await call(`${base}/api/account/export`, 'GET', undefined, { Cookie: cookie })).text);
    if (e.state === 'failed') throw new Error(`export failed: ${e.error}`);
    if (e.state === 'ready') ready = e;
    return Boolean(ready);
  });
  return { url: `${base}${ready!.downloadUrl}`, size: ready!.size };
}

async function erase(base: string, cookie: string): Promise<void> {
  const res = await call(`${base}/api/account/deletion`, 'POST', { password: 'bench-password-1' }, { Cookie: cookie });
  if (res.status !== 202) throw new Error(`deletion refused: ${res.status} ${res.text}`);
  await waitUntil('the erasure', 120_000, async () => (await call(`${base}/api/auth/me`, 'GET', undefined, { Cookie: cookie })).status === 401);
}

async function main() {
  const file = path.join(os.tmpdir(), `lexmitra-bench-export-${process.pid}.pdf`);
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, Buffer.from('%PDF-1.7\n'));
  for (let written = 9; written < FILE; written += MB) fs.writeSync(out, randomBytes(Math.min(MB, FILE - written)));
  fs.closeSync(out);
  const s3 = new URL(env('S3_ENDPOINT'));
  const minio = new Minio.Client({ endPoint: s3.hostname, port: Number(s3.port || 80), useSSL: s3.protocol === 'https:', accessKey: env('S3_ACCESS_KEY'), secretKey: env('S3_SECRET_KEY'), pathStyle: true });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let bff: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  try {
    bff = await startBff(port);
    worker = await startWorker();
    // Warm-up (not measured): one small export loads the export and download code paths in both processes.
    const warmCookie = await account(base, 'bench-export-warm');
    if ((await upload(base, warmCookie, file, Math.min(2 * MB, FILE))).status !== 201) throw new Error('warm-up upload failed');
    await download((await exportOf(base, warmCookie)).url, warmCookie);
    await erase(base, warmCookie);

    const cookie = await account(base, 'bench-export');
    const count = Math.ceil(TOTAL / FILE);
    let t = performance.now();
    for (let i = 0; i < count; i++) {
      const res = await upload(base, cookie, file, Math.min(FILE, TOTAL - i * FILE));
      if (res.status !== 201) throw new Error(`upload ${i + 1} failed: ${res.status} ${res.text}`);
    }
    console.log(`uploaded ${count} documents, ${(TOTAL / MB).toFixed(0)} MB, in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    await new Promise((r) => setTimeout(r, 1000));
    const idle = { bff: rssBytes(bff.pid!), worker: rssBytes(worker.pid!) };
    const peak = { ...idle };
    const sampler = setInterval(() => {
      peak.bff = Math.max(peak.bff, rssBytes(bff!.pid!));
      peak.worker = Math.max(peak.worker, rssBytes(worker!.pid!));
    }, 20);
    t = performance.now();
    const ready = await exportOf(base, cookie);
    const exportSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const zip = await download(ready.url, cookie);
    const downloadSeconds = (performance.now() - t) / 1000;
    clearInterval(sampler);
    if (zip.status !== 200 || zip.bytes !== ready.size) throw new Error(`download: ${zip.status}, ${zip.bytes} of ${ready.size} bytes`);

    const growth = { bff: (peak.bff - idle.bff) / MB, worker: (peak.worker - idle.worker) / MB };
    console.log(`\nexport of ${count} documents (${(TOTAL / MB).toFixed(0)} MB)`);
    console.log(`  written on the worker : ${exportSeconds.toFixed(1)} s (${(ready.size / MB / exportSeconds).toFixed(1)} MB/s), ZIP ${(ready.size / MB).toFixed(1)} MB`);
    console.log(`  downloaded via BFF    : ${downloadSeconds.toFixed(1)} s (${(zip.bytes / MB / downloadSeconds).toFixed(1)} MB/s)`);
    console.log(`  ai-worker peak RSS growth : ${growth.worker.toFixed(1)} MB (idle ${(idle.worker / MB).toFixed(0)} MB; target < 64 MB) ${growth.worker < 64 ? 'PASS' : 'FAIL'}`);
    console.log(`  BFF peak RSS growth       : ${growth.bff.toFixed(1)} MB (idle ${(idle.bff / MB).toFixed(0)} MB; target < 64 MB) ${growth.bff < 64 ? 'PASS' : 'FAIL'}`);
    enforceGoal(growth.worker < 64 && growth.bff < 64);

    t = performance.now();
    await erase(base, cookie);
    console.log(`  account erased (documents, export, records) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    worker?.kill('SIGTERM');
    bff?.kill('SIGTERM');
    fs.rmSync(file, { force: true });
    // What the erasure does not own (the templates the BFF seeds), then the bucket itself.
    if (await minio.bucketExists(BUCKET).catch(() => false)) {
      const keys: string[] = [];
      for await (const item of minio.listObjectsV2(BUCKET, '', true)) if (item.name) keys.push(item.name);
      if (keys.length) await minio.removeObjects(BUCKET, keys);
      await minio.removeBucket(BUCKET).catch((err: Error) => console.error(`bucket ${BUCKET} left behind: ${err.message}`));
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
