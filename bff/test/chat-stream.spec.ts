/**
 * A chat answer streamed through the BFF: POST /api/chat/answers, then the job's event stream
 * carries `delta` events (the text as the model writes it) before the final `status` with the whole
 * answer; a client joining late gets the text so far; a cancel stops the model call and keeps nothing.
 * Real BFF, Redis, FerretDB and ai-worker; the model is the local OpenAI-compatible server.
 */
import { ChatDeltaEventSchema, ChatSectionEventSchema, JobStatusSchema } from '@lexmitra/contracts';
import type { BffApp } from '../src/app';
import http from 'node:http';
import path from 'node:path';
import { FakeOpenAi, startFakeOpenAi } from '../../tools/jest/fake-openai';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { signedInAgent } from './documents-fixtures';
import { startApp, testConfig } from './helpers';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
interface Sse { event: string; data: unknown; at: number }

const modelAnswer = {
  lawyer_response: 'Snatching a phone is an offence under the Bharatiya Nyaya Sanhita. Report it to the police at once; they must register your complaint.',
  potential_charges: ['Snatching (BNS s.304)'],
  rights: ['A free copy of the FIR.'],
  next_steps: ['Go to the nearest police station.', 'Block your SIM.'],
  citations: [{ act: 'Bharatiya Nyaya Sanhita, 2023', section: '304', title: 'Snatching' }],
};

describe('chat answers streamed over the job event stream', () => {
  const prefix = `cs${process.pid}`;
  let fake: FakeOpenAi;
  let app: BffApp;
  let worker: RunningService;
  let base: URL;
  let asha: Agent;
  let ravi: Agent;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const config = testConfig({ BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    // The worker keeps a streamed answer in the conversation: the BFF's database.
    worker = await spawnService(path.resolve(__dirname, '../../services/ai-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, MONGO_URL: config.MONGO_URL, OPENAI_API_KEY: '', OPENAI_BASE_URL: fake.url });
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    base = new URL(await app.getUrl());
    [asha, ravi] = [await signedInAgent(app, 'asha'), await signedInAgent(app, 'ravi')];
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  /** Reads a job's SSE until it ends, timing each event. */
  const follow = (who: Agent, jobId: string) =>
    new Promise<{ status: number; events: Promise<Sse[]> }>((resolve, reject) => {
      const req = http.get({ host: base.hostname, port: base.port, path: `/api/jobs/${jobId}/events`, headers: { cookie: who.cookie }, agent: false }, (res) => {
        const events: Sse[] = [];
        let buffer = '';
        const done = new Promise<Sse[]>((settle) => {
          res.on('data', (c: Buffer) => {
            buffer += c.toString();
            let cut;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
            }
          });
          res.on('end', () => settle(events));
        });
        resolve({ status: res.statusCode ?? 0, events: done });
      });
      req.on('error', reject);
    });

  /** What a page shows after each delta: `text.slice(0, at) + delta`. */
  const shown = (events: Sse[]) =>
    events.filter((e) => e.event === 'delta').reduce((text, e) => {
      const d = ChatDeltaEventSchema.parse(e.data);
      return text.slice(0, d.at) + d.text;
    }, '');

  it('streams the text in deltas, then the lists, before the final status; keeps the complete answer once', async () => {
    fake.script({ json: modelAnswer, chunkChars: 10, chunkDelayMs: 25 });
    const started = await asha.agent.post('/api/chat/answers').send({ user_message: 'Someone snatched my phone on the road' });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ jobId: expect.stringMatching(/^[\w-]{22}$/), conversationId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const stream = await follow(asha, started.body.jobId);
    expect(stream.status).toBe(200);
    const events = await stream.events;

    const deltas = events.filter((e) => e.event === 'delta');
    const final = events.at(-1)!;
    expect(final.event).toBe('status');
    const status = JobStatusSchema.parse(final.data);
    expect(status).toMatchObject({ kind: 'chat.answer', state: 'completed', result: { ...modelAnswer, conversationId: started.body.conversationId } });
    // Many small deltas, the first long before the end, adding up to the final text.
    expect(deltas.length).toBeGreaterThan(4);
    expect(final.at - deltas[0].at).toBeGreaterThan(200);
    expect(shown(events)).toBe(modelAnswer.lawyer_response);
    const sections = events.filter((e) => e.event === 'section').map((e) => ChatSectionEventSchema.parse(e.data));
    expect(sections.map((s) => s.name)).toEqual(expect.arrayContaining(['potential_charges', 'rights']));
    expect(sections.find((s) => s.name === 'potential_charges')!.items).toEqual(modelAnswer.potential_charges);

    const conversation = await asha.agent.get(`/api/chat/conversations/${started.body.conversationId}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.messages).toHaveLength(2);
    // Kept whole, with each cited Act's short name added for its chip.
    expect(conversation.body.messages[1].content).toEqual({ ...modelAnswer, citations: [{ ...modelAnswer.citations[0], act_short: 'BNS' }] });
  }, 30_000);

  it('asks the model for Bengali when the question is Bengali, in its script or in Latin letters', async () => {
    for (const user_message of ['রাস্তায় আমার ফোন ছিনতাই হয়ে গেছে', 'rastay amar phone chhintai hoye geche, ki korbo']) {
      fake.reset();
      fake.script({ json: modelAnswer });
      const started = await asha.agent.post('/api/chat/answers').send({ user_message });
      expect(started.status).toBe(202);
      const events = await (await follow(asha, started.body.jobId)).events;
      expect(JobStatusSchema.parse(events.at(-1)!.data)).toMatchObject({ state: 'completed' });
      expect([user_message, fake.requests.at(-1)!.body.messages![0].content]).toEqual([user_message, expect.stringMatching(/LANGUAGE: Write in Bengali \(বাংলা\), in the Bengali script/)]);
    }
  }, 30_000);

  it('gives a client that joins late the text so far, not a gap', async () => {
    fake.script({ json: modelAnswer, chunkChars: 6, chunkDelayMs: 30 });
    const started = await asha.agent.post('/api/chat/answers').send({ user_message: 'Someone snatched my phone on the road' });
    const first = await follow(asha, started.body.jobId);
    await new Promise((r) => setTimeout(r, 700));
    const late = await follow(asha, started.body.jobId);
    const [early, joined] = await Promise.all([first.events, late.events]);
    const lateDeltas = joined.filter((e) => e.event === 'delta').map((e) => ChatDeltaEventSchema.parse(e.data));
    expect(lateDeltas[0].at).toBe(0);
    expect(lateDeltas[0].text.length).toBeGreaterThan(10);
    expect(shown(joined)).toBe(modelAnswer.lawyer_response);
    expect(shown(early)).toBe(modelAnswer.lawyer_response);
  }, 30_000);

  it('stops the model call on cancel, ends the stream as cancelled and keeps nothing', async () => {
    fake.script({ json: modelAnswer, chunkChars: 3, chunkDelayMs: 60 });
    const started = await asha.agent.post('/api/chat/answers').send({ user_message: 'Someone snatched my phone on the road' });
    const stream = await follow(asha, started.body.jobId);
    await new Promise((r) => setTimeout(r, 500));
    const cancelled = await asha.agent.delete(`/api/jobs/${started.body.jobId}`);
    expect(cancelled.status).toBe(200);
    const events = await stream.events;
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(JobStatusSchema.parse(events.at(-1)!.data).state).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.abandoned).toBe(1);
    expect((await asha.agent.get(`/api/chat/conversations/${started.body.conversationId}`)).status).toBe(404);
  }, 30_000);

  it("refuses someone else's answer stream, and bad input, with a clear 4xx", async () => {
    fake.script({ json: modelAnswer });
    const started = await asha.agent.post('/api/chat/answers').send({ user_message: 'Someone snatched my phone on the road' });
    const other = await ravi.agent.get(`/api/jobs/${started.body.jobId}/events`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    expect((await ravi.agent.delete(`/api/jobs/${started.body.jobId}`)).status).toBe(404);
    const blank = await asha.agent.post('/api/chat/answers').send({ user_message: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const notMine = await ravi.agent.post('/api/chat/answers').send({ user_message: 'And then?', conversationId: started.body.conversationId });
    expect(notMine.status).toBe(404);
  }, 30_000);
});
