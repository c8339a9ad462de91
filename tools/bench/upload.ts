/**
 * Upload benchmark: a 100 MB file through the BFF (POST /api/pdf/upload, multipart, streamed to
 * MinIO) against the same file PUT straight to MinIO with the minio client, in the same run.
 *
 * Prints the BFF's throughput as a share of the direct PUT (target ≥ 50 %) and how far the BFF's
 * resident memory rose above its idle level during the upload (target < 64 MB: the file must
 * stream, not sit in memory). Starts its own BFF (bff/dist, build first) against the dev stack.
 *
 *   npm run bench:upload -w @lexmitra/tools        (BENCH_MB=100 BENCH_RUNS=3 to change; BENCH_SMOKE=1: 4 MB once)
 */
import '../jest/stack-env.js';
import * as Minio from 'minio';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { call, env, freePort } from './bench-http';
import { rssBytes } from './proc-stats';
import { benchNumber, enforceGoal } from './smoke';

const MB = 1024 * 1024;
const SIZE = benchNumber('BENCH_MB', 100, 4) * MB;
const RUNS = benchNumber('BENCH_RUNS', 3, 1);
const repoRoot = path.resolve(__dirname, '../..');





/** Streams the file from disk as a multipart body; resolves with the answer. */
function uploadThroughBff(base: string, cookie: string, file: string, size = SIZE): Promise<{ status: number; text: string }> {
  const boundary = `----lexmitra${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/pdf/upload`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + size + tail.length },
    }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.write(head);
    const body = fs.createReadStream(file, { highWaterMark: MB, end: size - 1 });
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

async function startBff(port: number): Promise<ChildProcess> {
  const main = path.join(repoRoot, 'bff/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, METRICS_TOKEN: 'bench-metrics-token-0123456789', MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789abcdef', MONGO_URL: env('MONGO_URL').replace(/\/[^/]*$/, '/lexmitra_bench'), S3_BUCKET: 'lexmitra-bench', UPLOAD_MAX_BYTES: String(SIZE + MB), AUTH_RATE_LIMIT_PER_MINUTE: '100', DOCUMENT_RATE_LIMIT_PER_MINUTE: '100', DOCUMENT_QUOTA_BYTES: String(1024 * 1024 * MB) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the BFF exited with ${child.exitCode}`);
    const ok = await call(`http://127.0.0.1:${port}/api/health`, 'GET').then((r) => r.status === 200, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('the BFF did not become healthy within 30 s');
}

async function main() {
  const file = path.join(os.tmpdir(), `lexmitra-bench-${process.pid}.pdf`);
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, Buffer.from('%PDF-1.7\n'));
  for (let written = 9; written < SIZE; written += MB) fs.writeSync(out, randomBytes(Math.min(MB, SIZE - written)));
  fs.closeSync(out);

  const s3 = new URL(env('S3_ENDPOINT'));
  const minio = new Minio.Client({ endPoint: s3.hostname, port: Number(s3.port || 80), useSSL: s3.protocol === 'https:', accessKey: env('S3_ACCESS_KEY'), secretKey: env('S3_SECRET_KEY'), pathStyle: true });
  if (!(await minio.bucketExists('lexmitra-bench'))) await minio.makeBucket('lexmitra-bench');

  const port = await freePort();
  const bff = await startBff(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const email = `bench.${Date.now()}@example.in`;
    await call(`${base}/api/auth/register`, 'POST', { email, password: 'bench-password-1' });
    const login = await call(`${base}/api/auth/login`, 'POST', { email, password: 'bench-password-1' });
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${login.text}`);

    // Warm-up (not measured): loads the upload code paths and opens the MinIO and MongoDB connections,
    // so the figures below are the upload's own cost, not the process's first-use growth.
    const warm = await uploadThroughBff(base, cookie, file, Math.min(20 * MB, SIZE));
    if (warm.status !== 201) throw new Error(`BFF warm-up upload failed: ${warm.status} ${warm.text}`);
    await call(`${base}/api/pdf/${JSON.parse(warm.text).uniqueID}`, 'DELETE', undefined, { Cookie: cookie });

    const direct: number[] = [];
    const viaBff: number[] = [];
    let peakGrowth = 0;
    for (let run = 1; run <= RUNS; run++) {
      let t = performance.now();
      await minio.fPutObject('lexmitra-bench', `direct/${run}`, file, { 'Content-Type': 'application/pdf' });
      direct.push(SIZE / MB / ((performance.now() - t) / 1000));
      await minio.removeObject('lexmitra-bench', `direct/${run}`);

      await new Promise((r) => setTimeout(r, 500));
      const idle = rssBytes(bff.pid!);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(bff.pid!))), 20);
      t = performance.now();
      const res = await uploadThroughBff(base, cookie, file);
      const seconds = (performance.now() - t) / 1000;
      clearInterval(sampler);
      if (res.status !== 201) throw new Error(`BFF upload failed: ${res.status} ${res.text}`);
      viaBff.push(SIZE / MB / seconds);
      peakGrowth = Math.max(peakGrowth, peak - idle);
      await call(`${base}/api/pdf/${JSON.parse(res.text).uniqueID}`, 'DELETE', undefined, { Cookie: cookie });
      console.log(`run ${run}: direct ${direct.at(-1)!.toFixed(1)} MB/s, BFF ${viaBff.at(-1)!.toFixed(1)} MB/s, BFF RSS +${((peak - idle) / MB).toFixed(1)} MB`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Each BFF run is paired with the direct run just before it, so load from elsewhere hits both.
    const ratio = median(viaBff.map((v, i) => v / direct[i]));
    const growthMb = peakGrowth / MB;
    console.log(`\nupload of ${SIZE / MB} MB, median of ${RUNS} runs`);
    console.log(`  direct PUT to MinIO : ${median(direct).toFixed(1)} MB/s`);
    console.log(`  through the BFF     : ${median(viaBff).toFixed(1)} MB/s`);
    console.log(`  BFF / direct        : ${(ratio * 100).toFixed(0)} % (median of paired runs; target ≥ 50 %) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`);
    console.log(`  BFF peak RSS growth : ${growthMb.toFixed(1)} MB (target < 64 MB) ${growthMb < 64 ? 'PASS' : 'FAIL'}`);
    enforceGoal(ratio >= 0.5 && growthMb < 64);
  } finally {
    bff.kill('SIGTERM');
    fs.rmSync(file, { force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
