/**
 * `chat.answer` on its own `chat` queue in the real built ai-worker process: offline (no provider configured) and with a
 * provider, the local OpenAI-compatible server, reached over HTTP by the real openai client.
 */
import { ChatAnswerResultSchema, jobFailureOf, JOBS, QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue, QueueEvents } from 'bullmq';
import path from 'node:path';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { requireStack } from '../../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';

const projectDir = path.resolve(__dirname, '..');

function harness(prefix: string, env: () => Record<string, string>) {
  const stack = requireStack();
  const h = {} as { service: RunningService; queue: Queue; events: QueueEvents; ask: (data: unknown) => Promise<unknown> };
  beforeAll(async () => {
    h.service = await spawnService(projectDir, /worker ready/, { LOG_LEVEL: 'info', BULLMQ_PREFIX: prefix, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env() });
    h.queue = new Queue(QUEUES.chat, { connection: redisOptions(stack.redisUrl), prefix });
    h.events = new QueueEvents(QUEUES.chat, { connection: redisOptions(stack.redisUrl), prefix });
    await h.events.waitUntilReady();
    h.ask = async (data) => (await h.queue.add(JOBS.chatAnswer, data)).waitUntilFinished(h.events, 15_000);
  });
  afterAll(async () => {
    await h.service?.stop('SIGKILL');
    await h.events?.close();
    await h.queue?.obliterate({ force: true }).catch(() => undefined);
    await h.queue?.close();
  });
  return h;
}

describe('chat.answer without a provider (offline engine)', () => {
  const h = harness(`co${process.pid}`, () => ({}));

  it('answers from the knowledge base with charges, rights, steps and citations', async () => {
    const result = ChatAnswerResultSchema.parse(await h.ask({ message: 'Someone snatched my phone on the road and ran away' }));
    expect(result.engine).toBe('offline');
    expect(result.potential_charges.join(' ')).toContain('BNS s.304');
    expect(result.rights.join(' ')).toMatch(/FIR/);
    expect(result.citations).toContainEqual({ act: 'Bharatiya Nyaya Sanhita, 2023', act_short: 'BNS', section: '304', title: 'Snatching' });
  });

  it('still answers health.ping and refuses malformed chat data for good', async () => {
    expect(await h.ask.call(null, undefined).catch((e: Error) => e.message)).toMatch(/invalid chat.answer data/);
    const job = await h.queue.add(JOBS.healthPing, { requestedAt: new Date().toISOString() });
    expect(await job.waitUntilFinished(h.events, 10_000)).toMatchObject({ service: 'ai-worker', pid: h.service.child.pid });
  });
});

describe('chat.answer with a provider (OpenAI-compatible server)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(async () => fake?.close());
  const h = harness(`cp${process.pid}`, () => ({ OPENAI_API_KEY: 'sk-worker-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-legal-model' }));
  beforeEach(() => fake.reset());

  it('grounds the model in the retrieved sections and the last turns, and returns its validated answer', async () => {
    const modelAnswer = {
      lawyer_response: 'This looks like cheque dishonour.',
      potential_charges: ['Dishonour of cheque (NI Act s.138)'],
      rights: ['Interim compensation up to 20% (s.143A)'],
      next_steps: ['Send a demand notice within 30 days.'],
      citations: [{ act: 'Negotiable Instruments Act, 1881', section: '138', title: 'Dishonour of cheque' }],
    };
    fake.script({ json: modelAnswer });
    const history = [{ role: 'user', content: 'My tenant paid rent by cheque' }, { role: 'assistant', content: 'Go on.' }];
    const result = await h.ask({ message: 'The cheque bounced for insufficient funds', history });
    // The kept citation gains its Act's short name (for the chip) from the entry the model was given.
    expect(result).toEqual({ ...modelAnswer, citations: modelAnswer.citations.map((c) => ({ ...c, act_short: 'NI Act' })), language: 'en', engine: 'provider' });
    const sent = fake.requests[0].body;
    expect(sent.model).toBe('fake-legal-model');
    expect(sent.response_format?.type).toBe('json_schema');
    expect(sent.messages![0].role).toBe('system');
    expect(sent.messages![0].content).toContain('NIA s.138');
    expect(sent.messages!.slice(1)).toEqual([...history, { role: 'user', content: 'The cheque bounced for insufficient funds' }]);
  });

  it('retries a malformed answer once, then fails the job with a clean AI_MALFORMED failure', async () => {
    fake.script({ content: 'I think it is theft.' }, { json: { lawyer_response: 'x' } });
    const job = await h.queue.add(JOBS.chatAnswer, { message: 'My bike was stolen' });
    const err = (await job.waitUntilFinished(h.events, 15_000).catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(/^The AI model gave an answer in the wrong shape twice/);
    expect(err.message).not.toContain('I think it is theft');
    const failure = jobFailureOf((await h.queue.getJob(job.id!))!);
    expect(failure).toEqual({ code: 'AI_MALFORMED', message: err.message, retryable: false });
    expect(fake.requests).toHaveLength(2);
  });
});
