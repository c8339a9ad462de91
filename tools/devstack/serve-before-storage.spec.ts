/**
 * `npm start` on a fresh machine serves the product before MinIO has finished compiling (tools/start.ts).
 * This runs that order for real on a stack of its own: the built product against Redis and the
 * database only, then MinIO started beside the running product.
 */
import fs from 'node:fs';
import path from 'node:path';
import { call, freePort } from '../bench/bench-http';
import { RunningProduct, startProduct } from '../product';
import { profileDir, stackDown, stackUp } from './stack';

/** The smallest PDF the upload accepts (the same shape the BFF's own tests use). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(base: string, cookie: string): Promise<{ status: number; body: { code?: string; uniqueID?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'order.pdf');
  const res = await fetch(`${base}/api/pdf/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  return { status: res.status, body: (await res.json()) as { code?: string; uniqueID?: string } };
}

describe('npm start serves before document storage is up', () => {
  // Below Linux's ephemeral range, and apart from stack.spec.ts's ports (12000-23999).
  const base = 24000 + (process.pid % 1000) * 6;
  const profile = `serve-first-spec-${process.pid}`;
  let product: RunningProduct | undefined;
  afterAll(async () => {
    await product?.stop();
    await stackDown(profile, { quiet: true });
    fs.rmSync(profileDir(profile), { recursive: true, force: true });
  });

  it('serves pages, sign-in and health without MinIO, answers uploads 503, and takes them once MinIO starts', async () => {
    const stack = await stackUp(profile, { portBase: base, useEnv: false, only: ['redis', 'mongodb'] });
    expect(stack.started).toEqual(['redis', 'mongodb']);
    const port = await freePort();
    const env = { ...stack.env, LOG_LEVEL: 'warn', METRICS_PORT: '0', BULLMQ_PREFIX: `first${process.pid}` };
    product = await startProduct(env, { port, logDir: path.join(profileDir(profile), 'logs'), pending: ['minio'] });

    const page = await call(`${product.url}/`, 'GET');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"');
    const health = await call(`${product.url}/api/health`, 'GET');
    expect(health.status).toBe(503);
    const deps = (JSON.parse(health.text) as { dependencies: Record<string, { up: boolean }> }).dependencies;
    expect([deps.mongodb.up, deps.redis.up, deps.minio.up]).toEqual([true, true, false]);

    const email = `first-start.${Date.now()}@example.in`;
    expect((await call(`${product.url}/api/auth/register`, 'POST', { email, password: 'correct-horse-42' })).status).toBe(201);
    const login = await call(`${product.url}/api/auth/login`, 'POST', { email, password: 'correct-horse-42' });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];

    const early = await upload(product.url, cookie);
    expect(early.status).toBe(503);
    expect(early.body.code).toBe('DEPENDENCY_DOWN');

    const storage = await stackUp(profile, { portBase: base, useEnv: false, only: ['minio'] });
    expect(storage.started).toEqual(['minio']);
    const deadline = Date.now() + 30_000;
    while ((await call(`${product.url}/api/health`, 'GET')).status !== 200) {
      if (Date.now() > deadline) throw new Error('health did not turn ok within 30 s of MinIO starting');
      await new Promise((r) => setTimeout(r, 250));
    }
    const later = await upload(product.url, cookie);
    expect(later.status).toBe(201);
    expect(later.body.uniqueID).toEqual(expect.any(String));
  }, 120_000);
});
