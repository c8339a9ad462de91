/**
 * Per-user quotas against a real BFF, MongoDB and Redis: document bytes (413 past
 * DOCUMENT_QUOTA_BYTES), number of drafts (413 past DRAFT_QUOTA_COUNT), draft saves per minute
 * (429), and GET /api/usage, which the dashboard shows.
 */
import type { BffApp } from '../src/app';
import { pdf, signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

const KB = 1024;

describe('per-user quotas', () => {
  let app: BffApp;

  beforeAll(async () => {
    app = await startApp(testConfig({ DOCUMENT_QUOTA_BYTES: String(10 * KB), DRAFT_QUOTA_COUNT: '2', DRAFT_SAVE_RATE_LIMIT_PER_MINUTE: '6' }));
  });
  afterAll(async () => app?.close());

  it('refuses an upload past the document quota with 413, and deleting frees the room', async () => {
    const asha = await signedInAgent(app, 'asha');
    const first = await asha.agent.post('/api/pdf/upload').attach('file', pdf(6 * KB), 'lease.pdf');
    expect(first.status).toBe(201);
    expect((await asha.agent.get('/api/usage')).body).toEqual({ documents: { usedBytes: 6 * KB, limitBytes: 10 * KB }, drafts: { count: 0, limit: 2 } });

    const second = await asha.agent.post('/api/pdf/upload').attach('file', pdf(6 * KB), 'deed.pdf');
    expect(second.status).toBe(413);
    expect(second.body).toEqual({ error: 'This upload would take your documents past your 10 KB storage. Delete some documents first.', code: 'QUOTA_EXCEEDED' });
    // The refused file is not kept, nor counted.
    expect((await asha.agent.get('/api/pdf')).body.items).toHaveLength(1);
    expect((await asha.agent.get('/api/usage')).body.documents.usedBytes).toBe(6 * KB);

    // Another user's quota is their own.
    const ravi = await signedInAgent(app, 'ravi');
    expect((await ravi.agent.post('/api/pdf/upload').attach('file', pdf(6 * KB), 'deed.pdf')).status).toBe(201);

    expect((await asha.agent.delete(`/api/pdf/${first.body.uniqueID}`)).status).toBe(204);
    expect((await asha.agent.post('/api/pdf/upload').attach('file', pdf(6 * KB), 'deed.pdf')).status).toBe(201);
  });

  it('refuses a draft past the draft quota with 413 but keeps saving versions, and limits saves per minute', async () => {
    const asha = await signedInAgent(app, 'meera');
    const save = (body: object) => asha.agent.post('/api/drafts/saveDraft').send({ userId: asha.userId, ...body });
    const one = await save({ documentContent: 'Notice one' });
    expect(one.status).toBe(201);
    expect((await save({ documentContent: 'Notice two' })).status).toBe(201);
    const third = await save({ documentContent: 'Notice three' });
    expect(third.status).toBe(413);
    expect(third.body).toEqual({ error: 'You have 2 drafts, the most you can keep. Delete a draft before starting a new one.', code: 'QUOTA_EXCEEDED' });
    expect((await asha.agent.get('/api/usage')).body.drafts).toEqual({ count: 2, limit: 2 });

    // Saves 4-6 are new versions of a kept draft: allowed. The 7th save in the minute is refused.
    for (let i = 0; i < 3; i++) expect((await save({ documentContent: `Notice one, v${i + 2}`, draftId: one.body.id })).status).toBe(201);
    const limited = await save({ documentContent: 'Notice one, again', draftId: one.body.id });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});
