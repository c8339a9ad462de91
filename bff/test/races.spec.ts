/**
 * Races a user can make through the HTTP API, against the stack's real database, Redis and a real
 * ai-worker (whose model is the local OpenAI-compatible test server): nothing written at once is
 * lost, and no quota or budget is passed by arriving together.
 */
import type { BffApp } from '../src/app';
import path from 'node:path';
import { makeDocx } from '../../tools/fixtures/documents';
import { Client, getJob, upload } from '../../tools/jest/doc-limits';
import { FakeOpenAi, startFakeOpenAi } from '../../tools/jest/fake-openai';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { pdf, signedInAgent } from './documents-fixtures';
import { createFirm } from './firms-fixtures';
import { startApp, testConfig, waitFor } from './helpers';

const KB = 1024;
const DAILY_CALLS = 3;

describe('races users can make', () => {
  const prefix = `race${process.pid}`;
  let fake: FakeOpenAi;
  let app: BffApp;
  let worker: RunningService;
  let baseUrl: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const config = testConfig({ BULLMQ_PREFIX: prefix, DOCUMENT_QUOTA_BYTES: String(10 * KB), DRAFT_QUOTA_COUNT: '2' });
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /"queue":"chat".*"worker ready"/, {
      BULLMQ_PREFIX: prefix, S3_BUCKET: config.S3_BUCKET, OPENAI_API_KEY: 'sk-race-test', OPENAI_BASE_URL: fake.url, AI_DAILY_CALLS_PER_USER: String(DAILY_CALLS), LOG_LEVEL: 'info',
    });
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
    await fake?.close();
  });

  it('keeps all twelve messages of six questions sent at once into one conversation', async () => {
    const { agent } = await signedInAgent(app, 'chatty');
    const first = await agent.post('/chatbot').send({ user_message: 'My landlord keeps my deposit' });
    expect(first.status).toBe(200);
    const id = first.body.conversationId as string;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => agent.post('/chatbot').send({ user_message: `Follow-up question number ${i + 1}`, conversationId: id })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const conv = await agent.get(`/api/chat/conversations/${id}`);
    const texts = (conv.body.messages as { type: string; content: unknown }[]).filter((m) => m.type === 'user').map((m) => m.content);
    expect(conv.body.messages).toHaveLength(14);
    for (let i = 1; i <= 6; i++) expect(texts).toContain(`Follow-up question number ${i}`);
  });

  it('makes both people members when they join with the same code at once', async () => {
    const owner = await signedInAgent(app, 'senior');
    const firm = await createFirm(owner);
    const [a, b] = [await signedInAgent(app, 'joiner-a'), await signedInAgent(app, 'joiner-b')];
    const joined = await Promise.all([a, b].map((who) => who.agent.post('/api/firms/join').send({ inviteCode: firm.code })));
    expect(joined.map((r) => r.status)).toEqual([200, 200]);
    const members = ((await owner.agent.get('/api/firms/mine')).body.firm.members as { userId: string }[]).map((m) => m.userId);
    expect(members).toEqual(expect.arrayContaining([owner.userId, a.userId, b.userId]));
  });

  it('holds the storage quota against two uploads at once, counting each kept file once', async () => {
    const { agent } = await signedInAgent(app, 'uploader');
    const tries = await Promise.all(['a.pdf', 'b.pdf'].map((name) => agent.post('/api/pdf/upload').attach('file', pdf(6 * KB), name)));
    expect(tries.map((r) => r.status).sort()).toEqual([201, 413]);
    const kept = (await agent.get('/api/pdf')).body.items as { size: number }[];
    expect(kept).toHaveLength(1);
    expect((await agent.get('/api/usage')).body.documents.usedBytes).toBe(kept[0].size);
  });

  it('keeps both versions when two tabs save the same draft, and gives the last new draft to one tab', async () => {
    const me = await signedInAgent(app, 'drafter');
    const save = (body: object) => me.agent.post('/api/drafts/saveDraft').send({ userId: me.userId, ...body });
    const first = await save({ documentContent: 'Notice, first text' });
    expect(first.status).toBe(201);
    const tabs = await Promise.all(['from tab one', 'from tab two'].map((t) => save({ documentContent: `Notice, ${t}`, draftId: first.body.id })));
    expect(tabs.map((r) => r.status)).toEqual([201, 201]);
    const draft = (await me.agent.get(`/api/drafts/${first.body.id}`)).body;
    expect(draft.versions.map((v: { version: number }) => v.version).sort()).toEqual([1, 2, 3]);
    const texts = await Promise.all([2, 3].map(async (v) => (await me.agent.get(`/api/drafts/${first.body.id}/versions/${v}`)).body.documentContent));
    expect(texts.sort()).toEqual(['Notice, from tab one', 'Notice, from tab two']);
    // The head is the newest version's text.
    expect(draft.documentContent).toBe((await me.agent.get(`/api/drafts/${first.body.id}/versions/3`)).body.documentContent);

    // One place left under DRAFT_QUOTA_COUNT=2: two new drafts at once, one is kept.
    const fresh = await Promise.all(['one', 'two'].map((t) => save({ documentContent: `Another notice ${t}` })));
    expect(fresh.map((r) => r.status).sort()).toEqual([201, 413]);
    expect((await me.agent.get('/api/usage')).body.drafts.count).toBe(2);
  });

  it('never passes the daily model-call budget with jobs running in parallel', async () => {
    const me = await signedInAgent(app, 'budget');
    const client: Client = { baseUrl, cookie: me.cookie };
    fake.reset();
    const file = await makeDocx(['The tenant paid a deposit of ten thousand rupees.', 'The landlord must return it when the tenancy ends.']);
    const started = await Promise.all(Array.from({ length: 6 }, () => upload(client, file, 'lease.docx', { query: 'Summarize the document' })));
    expect(started.map((s) => s.status)).toEqual(Array(6).fill(202));
    const done = await Promise.all(
      started.map((s) => waitFor(async () => {
        const job = await getJob(client, String(s.body.jobId));
        return job.state === 'completed' || job.state === 'failed' ? job : undefined;
      }, 60_000, 'document job')),
    );
    const completed = done.filter((j) => j.state === 'completed').length;
    expect(fake.requests.length).toBeLessThanOrEqual(DAILY_CALLS);
    expect(completed).toBeGreaterThan(0);
    expect(completed).toBeLessThanOrEqual(DAILY_CALLS);
    expect(done.filter((j) => j.state === 'failed').every((j) => j.error?.code === 'AI_DAILY_LIMIT')).toBe(true);
  }, 90_000);
});
