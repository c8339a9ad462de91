import type { BffApp } from '../src/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startApp, testConfig } from './helpers';

describe('the SPA served by the BFF', () => {
  let app: BffApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LexMitra</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    app = await startApp(testConfig({ FRONTEND_DIST: dist }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/dashboard/query', '/adv.diary', '/doc.ai', '/pricing'])('serves index.html for %s', async (route) => {
    const res = await request(app.getHttpServer()).get(route).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await request(app.getHttpServer()).get('/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an API path with the page', async () => {
    for (const route of ['/api/nope', '/chatbot', '/ask']) {
      const res = await request(app.getHttpServer()).get(route).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});
