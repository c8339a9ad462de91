/**
 * `chat.answer` written as it arrives, in the real built ai-worker: the text so far and each complete
 * list reach the job's progress (what the BFF streams) before the job completes; a cancel aborts the
 * model call; a signed-in asker's answer is kept in their conversation once, complete.
 */
import { ChatAnswerResultSchema, ChatStreamProgress, ChatStreamProgressSchema, jobCancelKey, jobFailureOf, JOBS, QUEUES } from '@lexmitra/contracts';
import { ChatRepository, LazyConnection } from '@lexmitra/data';
import { redisOptions } from '@lexmitra/platform';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import path from 'node:path';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { requireStack } from '../../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';

const projectDir = path.resolve(__dirname, '..');
const modelAnswer = {
  lawyer_response: 'Snatching a phone is an offence under the Bharatiya Nyaya Sanhita. You can report it to the police at once, and the police must register your complaint.',
  potential_charges: ['Snatching (BNS s.304)'],
  rights: ['A free copy of the FIR.'],
  next_steps: ['Go to the nearest police station.', 'Block your SIM.'],
  citations: [{ act: 'Bharatiya Nyaya Sanhita, 2023', section: '304', title: 'Snatching' }],
};

function harness(prefix: string, env: () => Record<string, string>) {
  const stack = requireStack();
  const h = {} as { service: RunningService; queue: Queue; events: QueueEvents; redis: IORedis; progress: Map<string, ChatStreamProgress[]> };
  beforeAll(async () => {
    h.service = await spawnService(projectDir, /worker ready/, { LOG_LEVEL: 'info', BULLMQ_PREFIX: prefix, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env() });
    h.queue = new Queue(QUEUES.chat, { connection: redisOptions(stack.redisUrl), prefix });
    h.events = new QueueEvents(QUEUES.chat, { connection: redisOptions(stack.redisUrl), prefix });
    h.redis = new IORedis(stack.redisUrl);
    h.progress = new Map();
    h.events.on('progress', ({ jobId, data }) => {
      const p = ChatStreamProgressSchema.parse(data);
      h.progress.set(jobId, [...(h.progress.get(jobId) ?? []), p]);
    });
    await h.events.waitUntilReady();
  });
  afterAll(async () => {
    await h.service?.stop('SIGKILL');
    await h.events?.close();
    await h.queue?.obliterate({ force: true }).catch(() => undefined);
    await h.queue?.close();
    await h.redis?.quit();
  });
  return h;
}

describe('chat.answer streamed by the offline engine', () => {
  const h = harness(`so${process.pid}`, () => ({}));

  it('publishes the text, then each list in order, before the job completes', async () => {
    const job = await h.queue.add(JOBS.chatAnswer, { message: 'Someone snatched my phone on the road and ran away' });
    const result = ChatAnswerResultSchema.parse(await job.waitUntilFinished(h.events, 15_000));
    const frames = h.progress.get(job.id!)!;
    expect(frames[0].text).toBe(result.lawyer_response);
    expect(frames[0].sections).toEqual({});
    // Each later frame adds one list, in the answer's order, with the answer's own items.
    expect(frames.map((f) => Object.keys(f.sections).length)).toEqual([0, 1, 2, 3, 4]);
    expect(frames.at(-1)!.sections).toEqual({ potential_charges: result.potential_charges, rights: result.rights, next_steps: result.next_steps, citations: result.citations });
    expect(new Set(frames.map((f) => f.round)).size).toBe(1);
  });
});

describe('chat.answer streamed from a model', () => {
  let fake: FakeOpenAi;
  const stack = requireStack();
  const mongo = new LazyConnection(stack.mongoUrl);
  const chats = new ChatRepository(mongo.connection);
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await mongo.ready();
  });
  afterAll(async () => {
    await fake?.close();
    await mongo.close();
  });
  const h = harness(`sp${process.pid}`, () => ({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'stream-model' }));
  beforeEach(() => fake.reset());

  it('publishes the answer text as the model writes it, growing, before the job completes', async () => {
    fake.script({ json: modelAnswer, chunkChars: 12, chunkDelayMs: 15 });
    const job = await h.queue.add(JOBS.chatAnswer, { message: 'Someone snatched my phone on the road and ran away' });
    const result = ChatAnswerResultSchema.parse(await job.waitUntilFinished(h.events, 15_000));
    expect(result).toMatchObject({ ...modelAnswer, engine: 'provider' });
    expect(fake.requests[0].body.stream).toBe(true);
    const frames = h.progress.get(job.id!)!;
    // Several frames, every one a prefix of the next and of the final text (never the raw JSON).
    expect(frames.length).toBeGreaterThan(3);
    for (const f of frames) expect(result.lawyer_response.startsWith(f.text)).toBe(true);
    expect(frames[0].text.length).toBeLessThan(result.lawyer_response.length / 2);
    // The lists arrive as each one is finished.
    expect(frames.some((f) => f.sections.potential_charges && !f.sections.rights)).toBe(true);
  });

  it('a cancel aborts the model call and fails the job as CANCELLED', async () => {
    fake.script({ json: modelAnswer, chunkChars: 4, chunkDelayMs: 60 });
    const job = await h.queue.add(JOBS.chatAnswer, { message: 'Someone snatched my phone on the road and ran away' });
    const started = Date.now();
    while (!(h.progress.get(job.id!)?.length) && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
    expect(h.progress.get(job.id!)?.length).toBeGreaterThan(0);
    await h.redis.set(jobCancelKey(`sp${process.pid}`, job.id!), '1', 'EX', 60);
    const err = await job.waitUntilFinished(h.events, 10_000).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect(jobFailureOf((await h.queue.getJob(job.id!))!)).toMatchObject({ code: 'CANCELLED' });
    // Stopped well before the ~40 remaining chunks (2.4 s) were written, and the server saw its client go.
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.abandoned).toBe(1);
  });

  it("keeps a signed-in asker's question and complete answer in their conversation, once", async () => {
    fake.script({ json: modelAnswer, chunkChars: 20 });
    const conversationId = ChatRepository.newId();
    const userId = `u-stream-${process.pid}`;
    const job = await h.queue.add(JOBS.chatAnswer, { message: 'My phone was snatched', userId, conversationId, title: 'My phone was snatched' });
    const result = ChatAnswerResultSchema.parse(await job.waitUntilFinished(h.events, 15_000));
    expect(result.conversationId).toBe(conversationId);
    const kept = (await chats.findOwned(conversationId, userId))!;
    expect(kept.title).toBe('My phone was snatched');
    expect(kept.messageCount).toBe(2);
    expect(kept.messages.map((m) => m.type)).toEqual(['user', 'bot']);
    // Kept whole, with each cited Act's short name added for its chip.
    expect(kept.messages[1].content).toEqual({ ...modelAnswer, citations: [{ ...modelAnswer.citations[0], act_short: 'BNS' }] });
    expect(await chats.findOwned(conversationId, 'someone-else')).toBeNull();
    await chats.deleteOwned(conversationId, userId);
  });
});
