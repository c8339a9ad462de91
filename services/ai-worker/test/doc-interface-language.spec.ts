/**
 * The interface language of a `doc.process` job, through the real handler (the upload in MinIO, the
 * guards in Redis) to the local OpenAI-compatible test server: the screens send docs/product.md §5's fixed English
 * queries, so the asker's interface language, not the query, decides the answer's language; a query
 * written in another script still wins. Offline, the engine's own words follow the same choice.
 */
import { createAiProvider } from '@lexmitra/ai';
import { DOC_AI_QUERIES, DocProcessJob, DocProcessResultSchema } from '@lexmitra/contracts';
import { ObjectStore } from '@lexmitra/storage';
import type { Job } from 'bullmq';
import { createHash, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import pino from 'pino';
import { makePdf } from '../../../tools/fixtures/documents';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { requireStack } from '../../../tools/jest/require-stack';
import { docProcessHandler } from '../src/documents/doc-process.handler';
import { DocAiEngine } from '../src/documents/engine';
import { OfflineDocEngine } from '../src/documents/offline-engine';
import { ProviderDocEngine } from '../src/documents/provider-engine';

const stack = requireStack();
const prefix = `dil${process.pid}`;
const redis = new IORedis(stack.redisUrl);
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });
const logger = pino({ level: 'silent' });
const PAGES = [['The tenant shall pay rent of Rs 12,000 by the 5th of each month.', 'The landlord shall return the security deposit within 30 days of vacating.']];

let fake: FakeOpenAi;
let pdf: Buffer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  pdf = await makePdf(PAGES);
  await store.ensureBucket();
});
afterAll(async () => {
  await fake?.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});
beforeEach(() => fake.reset());

/** Runs one doc.process job as BullMQ would hand it to the handler. */
async function runJob(engine: DocAiEngine, fields: Pick<DocProcessJob, 'operation' | 'query'> & Partial<DocProcessJob>) {
  const objectKey = `jobs/uploads/${randomUUID()}`;
  await store.put(objectKey, pdf, 'application/pdf');
  const data: DocProcessJob = { objectKey, sha256: createHash('sha256').update(pdf).digest('hex'), fileName: 'lease.pdf', userId: `u-${randomUUID()}`, ...fields };
  const job = { id: randomUUID(), data, attemptsMade: 0, opts: { attempts: 1 }, updateProgress: async () => undefined } as unknown as Job;
  return DocProcessResultSchema.parse(await docProcessHandler({ store, redis, prefix, engine, logger })(job));
}

const provider = () => new ProviderDocEngine(createAiProvider({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'indic-model' })!, 2);
const systemPrompt = () => fake.requests.at(-1)!.body.messages![0].content;

it('summarises in Hindi, in Devanagari, for docs/product.md §5\'s English query from a Hindi interface', async () => {
  fake.setResponder(() => ({ content: 'किरायेदार हर महीने की 5 तारीख तक 12,000 रुपये किराया देगा।' }));
  const result = await runJob(provider(), { operation: 'summarize', query: DOC_AI_QUERIES.summarize, interfaceLanguage: 'hi' });
  expect(result).toMatchObject({ operation: 'summarize', text: 'किरायेदार हर महीने की 5 तारीख तक 12,000 रुपये किराया देगा।' });
  expect(fake.requests).toHaveLength(1);
  expect(systemPrompt()).toMatch(/Write in Hindi \(हिन्दी\), in the Devanagari/);
  expect(systemPrompt()).toContain(`Summarise the text for this request: ${DOC_AI_QUERIES.summarize}`);
  expect(fake.requests[0].body.messages!.at(-1)!.content).toContain('Rs 12,000');
});

it('keeps English for an English interface or none, and the question\'s own script over the interface', async () => {
  fake.setResponder(() => ({ content: 'answer' }));
  await runJob(provider(), { operation: 'simplify', query: DOC_AI_QUERIES.simplify, interfaceLanguage: 'en' });
  expect(systemPrompt()).toMatch(/Write in simple English/);
  await runJob(provider(), { operation: 'summarize', query: DOC_AI_QUERIES.summarize });
  expect(systemPrompt()).toMatch(/Write in simple English/);
  await runJob(provider(), { operation: 'answer', query: 'வைப்புத்தொகை எப்போது திருப்பித் தரப்படும்?', interfaceLanguage: 'hi' });
  expect(systemPrompt()).toMatch(/Write in Tamil \(தமிழ்\), in the Tamil script/);
});

it('offline, leads its facts and quotes in Hindi for a Hindi interface and in English otherwise', async () => {
  const hindi = await runJob(new OfflineDocEngine(), { operation: 'answer', query: 'When is the security deposit returned?', interfaceLanguage: 'hi' });
  expect(hindi.text).toMatch(/^कागज़ में तारीख़ें और समय-सीमा:\n• within 30 days — “The landlord shall return the security deposit within 30 days of vacating.” \[अनुच्छेद 2\]/);
  expect(hindi.text).toContain('दस्तावेज़ के ये हिस्से आपके प्रश्न का सबसे नज़दीकी उत्तर देते हैं:');
  expect(hindi.text).toContain('(पृष्ठ 1)');
  const english = await runJob(new OfflineDocEngine(), { operation: 'answer', query: 'When is the security deposit returned?' });
  expect(english.text).toMatch(/^Dates and time limits in the paper:\n• within 30 days/);
  expect(english.text).toContain('These parts of the document answer your question most closely:');
  expect(fake.requests).toHaveLength(0);
});
