import type { BffApp } from '../src/app';
import { ProvisionSchema } from '@lexmitra/contracts';
import mongoose from 'mongoose';
import path from 'node:path';
import request from 'supertest';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

/**
 * GET /api/law/provision end to end: the BFF reads the knowledge base (libs/legal-kb's exports) and
 * asks a real search-service (seed corpus) for the judgments citing the provision.
 */
describe('GET /api/law/provision (what a statute chip opens)', () => {
  const config = testConfig();
  let app: BffApp;
  let http: ReturnType<BffApp['getHttpServer']>;
  let service: RunningService;
  let cookie: string;

  beforeAll(async () => {
    service = await spawnService(path.resolve(__dirname, '../../services/search-service'), /"msg":"index ready"/, { MONGO_URL: config.MONGO_URL, SEARCH_ENGINE: 'memory' }, 90_000);
    app = await startApp(config);
    http = app.getHttpServer();
    ({ cookie } = await signedInAgent(app, 'law'));
  }, 100_000);

  afterAll(async () => {
    await service?.stop('SIGKILL');
    await app?.close();
    const conn = await mongoose.createConnection(config.MONGO_URL).asPromise();
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
  });

  const provision = (query: Record<string, string>) => request(http).get('/api/law/provision').query(query).set('Cookie', cookie);

  it('needs a session, an act and a section', async () => {
    expect((await request(http).get('/api/law/provision').query({ act: 'SRA', section: '6' })).status).toBe(401);
    const missing = await provision({ act: 'SRA' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an act the knowledge base does not know, and for a judgment named as an act', async () => {
    for (const act of ['Imaginary Act, 2099', 'Supreme Court of India']) {
      const res = await provision({ act, section: '6' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('"SRA 1963 s.6": the entry on getting back possession, and no judgment of another act', async () => {
    const res = await provision({ act: 'Specific Relief Act, 1963', section: '6' });
    expect(res.status).toBe(200);
    const body = ProvisionSchema.parse(res.body);
    expect(body).toMatchObject({ code: 'SRA', act: 'Specific Relief Act, 1963', section: '6', unit: 'section' });
    expect(body.entries[0]).toMatchObject({ id: 'illegal-dispossession', main: true, language: 'en' });
    expect(body.entries.map((e) => e.id)).toContain('tenant-harassment');
    // The seed corpus has no judgment on s.6 of the Specific Relief Act: none is made up.
    expect(body.judgments).toEqual([]);
  });

  it('"MTA 2021 s.20": the tenant\'s entry, and never an NDPS ruling on its section 20', async () => {
    const body = ProvisionSchema.parse((await provision({ act: 'Model Tenancy Act, 2021', section: '20' })).body);
    expect(body.entries[0]).toMatchObject({ id: 'tenant-harassment', main: true });
    expect(body.judgments.filter((j) => /narcotic|NDPS/i.test(`${j.title} ${j.description}`))).toEqual([]);
    expect(body.judgments).toEqual([]);
  });

  it('NI Act s.138 by code: the cheque-bounce entries and only judgments that cite that section of that act', async () => {
    const body = ProvisionSchema.parse((await provision({ act: 'NIA', section: '138' })).body);
    expect(body.act).toBe('Negotiable Instruments Act, 1881');
    expect(body.entries.map((e) => e.id)).toEqual(expect.arrayContaining(['ni-138', 'ni-138-drawer']));
    expect(body.judgments.map((j) => j.case_id)).toContain('sc-2010-damodar-prabhu');
    for (const j of body.judgments) expect(`${j.title} ${j.description}`).toMatch(/Section 138 of the Negotiable Instruments Act|138 of the NI Act|s\.\s?138/i);
  });

  it('answers in Hindi where the entry has a Hindi text', async () => {
    const body = ProvisionSchema.parse((await provision({ act: 'NIA', section: '138', lang: 'hi' })).body);
    const entry = body.entries.find((e) => e.id === 'ni-138')!;
    expect(entry.language).toBe('hi');
    expect(entry.title).toMatch(/[\u0900-\u097F]/);
  });
});
