/**
 * The document library at its edges, on the real dev stack: size limits, rate limits, the
 * document.uploaded event, and MinIO failing before and during an upload.
 */
import { DOCUMENT_TEXT } from '@lexmitra/contracts';
import type { AppConfig } from '../src/infra/config.provider';
import { ObjectStore } from '@lexmitra/storage';
import type { BffApp } from '../src/app';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { closedPort, cuttingProxy, pdf, signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

const MAX = 100_000;

describe('document library limits and failures', () => {
  let app: BffApp;
  let config: AppConfig;
  let user: Awaited<ReturnType<typeof signedInAgent>>;
  const extraApps: BffApp[] = [];
  const total = async () => (await user.agent.get('/api/pdf?pageSize=100')).body.total as number;

  /** A second BFF on the same database and sessions, but with its own object-storage settings. */
  const appWith = async (overrides: Partial<Record<keyof AppConfig, string>>) => {
    const other = await startApp(testConfig({ MONGO_URL: config.MONGO_URL, ...overrides }));
    extraApps.push(other);
    return other;
  };

  beforeAll(async () => {
    config = testConfig({ UPLOAD_MAX_BYTES: String(MAX), AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '1000' });
    app = await startApp(config);
    user = await signedInAgent(app, 'limits');
  });
  afterAll(async () => {
    await Promise.all(extraApps.map((a) => a.close()));
    await app?.close();
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES and refuses one byte more with 413, storing nothing', async () => {
    const exact = await user.agent.post('/api/pdf/upload').attach('file', pdf(MAX), 'exact.pdf');
    expect(exact.status).toBe(201);
    expect(exact.body.size).toBe(MAX);
    const before = await total();
    // Just over: found while streaming (the declared length is within the multipart allowance).
    const over = await user.agent.post('/api/pdf/upload').attach('file', pdf(MAX + 1), 'over.pdf');
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: DOCUMENT_TEXT.tooLarge(MAX), code: 'PAYLOAD_TOO_LARGE' });
    // Far over: refused from the declared Content-Length.
    const far = await user.agent.post('/api/pdf/upload').attach('file', pdf(MAX * 10), 'far.pdf');
    expect(far.status).toBe(413);
    expect(await total()).toBe(before);
  });

  it('rate-limits Access PDF per user with 429', async () => {
    const limited = await appWith({ DOCUMENT_RATE_LIMIT_PER_MINUTE: '3' });
    const http = request(limited.getHttpServer());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await http.post('/api/pdf/access').set('Cookie', user.cookie).send({ uniqueID: randomBytes(18).toString('base64url'), email: user.email })).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('answers 503 and records nothing when MinIO cannot be reached', async () => {
    const down = await appWith({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`, S3_BUCKET: 'lexmitra-test-down' });
    const before = await total();
    const res = await request(down.getHttpServer()).post('/api/pdf/upload').set('Cookie', user.cookie).attach('file', pdf(20_000), 'down.pdf');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DEPENDENCY_DOWN');
    expect(await total()).toBe(before);
  });

  it('answers 5xx, records nothing and leaves no object or parts when MinIO drops the connection mid-upload', async () => {
    const bucket = `lexmitra-cut-${Date.now()}`;
    const direct = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket });
    await direct.ensureBucket();
    // Cuts any connection that has carried 6 MB: the first 8 MB part never arrives whole.
    const proxy = await cuttingProxy(new URL(config.S3_ENDPOINT), 6 * 1024 * 1024);
    try {
      const cut = await appWith({ S3_ENDPOINT: proxy.url, S3_BUCKET: bucket, UPLOAD_MAX_BYTES: String(32 * 1024 * 1024) });
      const before = await total();
      const res = await request(cut.getHttpServer()).post('/api/pdf/upload').set('Cookie', user.cookie).attach('file', pdf(12 * 1024 * 1024), 'big.pdf');
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await total()).toBe(before);
      const objects = await direct.client.listObjectsV2(bucket, 'documents/', true).toArray();
      expect(objects).toEqual([]);
      const parts: unknown[] = [];
      for await (const u of direct.client.listIncompleteUploads(bucket, 'documents/', true)) parts.push(u);
      expect(parts).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
