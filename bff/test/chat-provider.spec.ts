/** The chatbot through the BFF and a real ai-worker configured with a provider (the local OpenAI-compatible server). */
import type { BffApp } from '../src/app';
import path from 'node:path';
import type request from 'supertest';
import { FakeOpenAi, startFakeOpenAi } from '../../tools/jest/fake-openai';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { chatAgent } from './chat-fixtures';
import { startApp, testConfig } from './helpers';

describe('POST /chatbot with an AI provider', () => {
  const prefix = `chatp${process.pid}`;
  let fake: FakeOpenAi;
  let app: BffApp;
  let worker: RunningService;
  let user: request.Agent;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, OPENAI_API_KEY: 'sk-bff-test', OPENAI_BASE_URL: fake.url });
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
    user = await chatAgent(app, 'meera');
  }, 40_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('returns the model answer grounded in the retrieved sections', async () => {
    fake.setResponder((req) => {
      const grounded = /BNS s\.85/.test(req.body.messages![0].content);
      return { json: { lawyer_response: grounded ? 'Cruelty for dowry is an offence.' : 'ungrounded', potential_charges: ['Cruelty (BNS s.85; IPC s.498A)'], rights: [], next_steps: ['File an FIR.'], citations: [{ act: 'Bharatiya Nyaya Sanhita, 2023', section: '85', title: 'Cruelty' }] } };
    });
    const res = await user.post('/chatbot').send({ user_message: 'My in-laws harass me for dowry' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lawyer_response: 'Cruelty for dowry is an offence.', rights: [], citations: [{ section: '85' }] });
  });

  it('gives a clean 502 after a malformed answer and its one retry, and keeps nothing', async () => {
    const before = (await user.get('/api/chat/conversations')).body.length;
    fake.script({ content: '<html>oops</html>' }, { json: { lawyer_response: 42 } });
    const res = await user.post('/chatbot').send({ user_message: 'Is bigamy a crime?' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'The AI assistant could not produce a usable answer. Please try again.', code: 'DEPENDENCY_DOWN' });
    expect(fake.requests).toHaveLength(2);
    expect((await user.get('/api/chat/conversations')).body.length).toBe(before);
  });
});
