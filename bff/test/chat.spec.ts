/**
 * The legal chatbot through the BFF and a real ai-worker process (offline engine: no provider),
 * with conversations in the real database and rate limits in the real Redis.
 */
import { CHAT_TEXT } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import path from 'node:path';
import request from 'supertest';
import { chatAgent } from './chat-fixtures';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { startApp, testConfig } from './helpers';

describe('POST /chatbot and conversations (offline engine on a real ai-worker)', () => {
  const prefix = `chat${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let asha: request.Agent;
  let ravi: request.Agent;

  beforeAll(async () => {
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' });
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000', CHAT_RATE_LIMIT_PER_MINUTE: '6' }));
    [asha, ravi] = [await chatAgent(app, 'asha'), await chatAgent(app, 'ravi')];
  }, 40_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
  });

  it('requires a session', async () => {
    const res = await request(app.getHttpServer()).post('/chatbot').send({ user_message: 'My phone was stolen' });
    expect(res.status).toBe(401);
  });

  it('answers a question with docs/product.md §7 fields plus citations and a new conversation', async () => {
    const res = await asha.post('/chatbot').send({ user_message: 'Someone stole my mobile phone at the railway station' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['citations', 'conversationId', 'entries', 'kind', 'lawyer_response', 'next_steps', 'potential_charges', 'rights']);
    expect(res.body.kind).toBe('legal');
    expect(res.body.entries[0]).toEqual({ id: 'bns-303-theft', title: 'Theft' });
    expect(res.body.potential_charges.join(' ')).toContain('BNS s.303');
    expect(res.body.rights.join(' ')).toMatch(/FIR/);
    expect(res.body.citations).toContainEqual({ act: 'Bharatiya Nyaya Sanhita, 2023', act_short: 'BNS', section: '303', title: 'Theft' });
    expect(res.body.conversationId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps the conversation, sends earlier turns as context, and lists it for its owner only', async () => {
    const first = await asha.post('/chatbot').send({ user_message: 'My friend gave me a cheque of Rs 2 lakh and it bounced' });
    const id = first.body.conversationId;
    const follow = await asha.post('/chatbot').send({ user_message: 'What if he still does not pay me?', conversationId: id });
    expect(follow.status).toBe(200);
    expect(follow.body.conversationId).toBe(id);
    // The follow-up names no cheque: only the earlier turn can have brought s.138 in.
    expect(follow.body.citations.map((c: { section: string }) => c.section)).toContain('138');

    const list = await asha.get('/api/chat/conversations');
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({ id, title: 'My friend gave me a cheque of Rs 2 lakh and it bounced', updatedAt: expect.any(String), messageCount: 4 });
    const conv = await asha.get(`/api/chat/conversations/${id}`);
    expect(conv.body.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(conv.body.messages[1].content.potential_charges.join(' ')).toContain('NIA s.138');

    expect((await ravi.get(`/api/chat/conversations/${id}`)).status).toBe(404);
    expect((await ravi.get('/api/chat/conversations')).body).toEqual([]);
    const hijack = await ravi.post('/chatbot').send({ user_message: 'hello', conversationId: id });
    expect(hijack.status).toBe(404);
    expect((await asha.get('/api/chat/conversations/not-an-id')).status).toBe(404);
  });

  it("gives an answer's entry in full on its page, in English, Hindi or Bengali, to a signed-in user", async () => {
    const en = await asha.get('/api/chat/entries/bns-303-theft');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ id: 'bns-303-theft', kind: 'offence', language: 'en', title: 'Theft', cognizable: true });
    expect(en.body.rights.length).toBeGreaterThan(0);
    expect(en.body.citations).toContainEqual(expect.objectContaining({ act: 'Bharatiya Nyaya Sanhita, 2023', section: '303', title: 'Theft' }));
    const hi = await asha.get('/api/chat/entries/bns-303-theft?language=hi');
    expect(hi.body.language).toBe('hi');
    expect(hi.body.title).toMatch(/\p{Script=Devanagari}/u);
    // Bengali is a draft language: an entry is given in Bengali once it has its Bengali text, in English until then.
    const bn = await asha.get('/api/chat/entries/bns-303-theft?language=bn');
    expect(bn.status).toBe(200);
    expect(bn.body.title).toMatch(bn.body.language === 'bn' ? /\p{Script=Bengali}/u : /^Theft$/);
    expect(['bn', 'en']).toContain(bn.body.language);
    expect(await asha.get('/api/chat/entries/no-such-entry')).toMatchObject({ status: 404, body: { error: CHAT_TEXT.entryNotFound, code: 'NOT_FOUND' } });
    expect((await asha.get('/api/chat/entries/bns-303-theft?language=xx')).status).toBe(400);
    expect((await request(app.getHttpServer()).get('/api/chat/entries/bns-303-theft')).status).toBe(401);
  });

  it('refuses a blank message with docs/product.md §8 text and an over-long one stating the limit', async () => {
    for (const user_message of ['', '   \n ', undefined]) {
      const res = await ravi.post('/chatbot').send({ user_message });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'user_message: Please enter a valid query.', code: 'VALIDATION_FAILED' });
    }
    const long = await ravi.post('/chatbot').send({ user_message: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(`user_message: ${CHAT_TEXT.tooLong}`);
    expect(long.body.error).toContain('4,000 characters');
    expect((await ravi.post('/chatbot').send({ user_message: 'theft '.repeat(660).slice(0, 4000) })).status).toBe(200);
  });

  it('rate-limits each user', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ravi.post('/chatbot').send({ user_message: `Question ${i} about bail` })).status);
    expect(statuses).toContain(429);
    // Another user is not affected by Ravi's limit.
    expect((await asha.post('/chatbot').send({ user_message: 'How do I get bail?' })).status).toBe(200);
  });
});
