/**
 * The chatbot answers in the asker's language through the BFF and a real ai-worker (offline
 * engine): a Devanagari question, or the Hindi interface language sent with the request, gets the
 * fixed texts and the knowledge base's Hindi; an English question keeps docs/product.md §7's English answer.
 */
import type { BffApp } from '../src/app';
import path from 'node:path';
import request from 'supertest';
import { chatAgent } from './chat-fixtures';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { startApp, testConfig } from './helpers';

const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('POST /chatbot in Hindi (offline engine on a real ai-worker)', () => {
  const prefix = `chl${process.pid}`;
  let app: BffApp;
  let worker: RunningService;
  let meera: request.Agent;

  beforeAll(async () => {
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' });
    app = await startApp(testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000', CHAT_RATE_LIMIT_PER_MINUTE: '20' }));
    meera = await chatAgent(app, 'meera');
  }, 40_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
  });

  it('answers a Devanagari question in Hindi, keeping docs/product.md §7\'s fields and the section numbers', async () => {
    const res = await meera.post('/chatbot').send({ user_message: 'मेरा फोन बाजार में चोरी हो गया' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['citations', 'conversationId', 'entries', 'kind', 'lawyer_response', 'next_steps', 'potential_charges', 'rights']);
    expect(res.body.lawyer_response).toContain('कानूनी सलाह नहीं');
    expect(res.body.potential_charges[0]).toMatch(/^चोरी \(BNS s\.303; पहले IPC s\.379/);
    expect(res.body.next_steps.every((s: string) => DEVANAGARI.test(s))).toBe(true);
    expect(res.body.citations).toContainEqual({ act: 'Bharatiya Nyaya Sanhita, 2023', act_short: 'BNS', section: '303', title: 'चोरी' });
  });

  it('answers an English question in Hindi when the interface language is Hindi ("hi-IN" read as "hi")', async () => {
    const res = await meera.post('/chatbot').send({ user_message: 'The police refused to register my FIR about a theft', language: 'hi-IN' });
    expect(res.status).toBe(200);
    expect(res.body.lawyer_response).toContain('कानूनी सलाह नहीं');
    expect(res.body.rights.join('\n')).toContain('पुलिस अधीक्षक');
  });

  it('keeps English for an English question and interface, and refuses an unknown language', async () => {
    const res = await meera.post('/chatbot').send({ user_message: 'Someone stole my phone at the market', language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.lawyer_response).toContain('not legal advice');
    expect(DEVANAGARI.test(JSON.stringify(res.body))).toBe(false);
    const bad = await meera.post('/chatbot').send({ user_message: 'Someone stole my phone', language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: expect.stringContaining('Unknown language.'), code: expect.any(String) });
  });
});
