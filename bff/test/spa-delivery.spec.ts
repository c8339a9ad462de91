/**
 * How the BFF delivers bytes to browsers: the build's brotli/gzip copies of static files with the
 * right headers, index.html compressed from memory, API answers compressed only above 1 KB, and
 * nothing compressed for a client that does not ask.
 */
import type { BffApp } from '../src/app';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startApp, testConfig } from './helpers';

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A plain GET that leaves the body as sent (supertest would inflate it for us). */
function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(r.body) : r.body;

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('static files, index.html and API answers: encodings and caching', () => {
  let app: BffApp;
  let port: number;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-delivery-'));
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const page = `<!doctype html><html><head><title>LexMitra</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), page);
    // As the build leaves them: the file and its brotli and gzip copies side by side.
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js.gz'), zlib.gzipSync(script));
    // Too small to be worth a compressed copy.
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-77aa01.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await startApp(testConfig({ FRONTEND_DIST: dist }));
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the stored brotli copy of a hashed asset to a browser, cached for a year', async () => {
    const res = await get(port, '/assets/app-3f9a1c.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Field names in Vary are case-insensitive (RFC 9110); @fastify/static writes them in lower case.
    expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets', 'app-3f9a1c.js.br')).size);
    expect(decode(res).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that takes only gzip, and the plain file to one that takes nothing', async () => {
    const gz = await get(port, '/assets/app-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).toString()).toBe(script);
    const plain = await get(port, '/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends small files as they are, and unhashed public files with a short cache life', async () => {
    const css = await get(port, '/assets/tiny-77aa01.css', BROWSER);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await get(port, '/logo.svg', BROWSER);
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers client routes with index.html, compressed for browsers and never cached without revalidation', async () => {
    for (const route of ['/', '/dashboard/query']) {
      const res = await get(port, route, { ...BROWSER, Accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(res).toString()).toBe(page);
    }
    const plain = await get(port, '/home', { Accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('compresses an API answer over 1 KB, not a small one, and not for a client that does not ask', async () => {
    const big = await get(port, '/api/drafts/getAllTemplateNames', BROWSER);
    expect(big.status).toBe(200);
    expect(['br', 'gzip']).toContain(big.headers['content-encoding']);
    const templates = JSON.parse(decode(big).toString());
    expect(Array.isArray(templates) && templates.length).toBeTruthy();
    expect(JSON.stringify(templates).length).toBeGreaterThan(1024);

    const small = await get(port, '/api/config', BROWSER);
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const plain = await get(port, '/api/drafts/getAllTemplateNames');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(templates);
  });
});
