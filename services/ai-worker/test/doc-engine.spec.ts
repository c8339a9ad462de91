/**
 * The model-backed document engine against a local OpenAI-compatible server (the real `openai`
 * client over HTTP): chunks run concurrently within the bound, come back in order, 429s are
 * waited out, and long summaries are map-reduced.
 */
import { createAiProvider } from '@lexmitra/ai';
import { buildDocument, chunkDocument } from '@lexmitra/documents';
import { JobFailureError } from '@lexmitra/platform';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { DocOperationInput } from '../src/documents/engine';
import { CHUNK_CHARS, ProviderDocEngine } from '../src/documents/provider-engine';

const paragraph = (i: number) => `Paragraph ${i}. ${'The tenant shall pay the agreed rent and keep the premises in good repair. '.repeat(12)}`;
const longDoc = (pages: number) => buildDocument('pdf', Array.from({ length: pages }, (_, i) => ({ number: i + 1, text: `${paragraph(i * 2)}\n\n${paragraph(i * 2 + 1)}` })));

function input(doc: ReturnType<typeof longDoc>, extra: Partial<DocOperationInput> = {}) {
  const progress: [number, number][] = [];
  return { progress, value: { doc, query: 'Translate', onProgress: (d: number, t: number) => progress.push([d, t]), checkCancelled: async () => undefined, reserveCalls: async () => undefined, ...extra } };
}

describe('ProviderDocEngine', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(async () => fake?.close());
  beforeEach(() => fake.reset());

  const engine = (concurrency: number) => {
    const ai = createAiProvider({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' }, { backoff: { baseMs: 10, maxMs: 50 } })!;
    return new ProviderDocEngine(ai, concurrency);
  };

  it('translates chunk by chunk within the concurrency bound and reassembles them in order', async () => {
    const doc = longDoc(12);
    const chunks = chunkDocument(doc, CHUNK_CHARS);
    expect(chunks.length).toBeGreaterThan(3);
    let inFlight = 0;
    let peak = 0;
    fake.setResponder((req) => {
      const text = req.body.messages!.at(-1)!.content;
      const index = chunks.findIndex((c) => c.text === text);
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => inFlight--, 80 - index * 5);
      // Later chunks answer sooner, so arrival order differs from document order.
      return { content: `[hi #${index}]`, delayMs: 80 - index * 5 };
    });
    const run = input(doc, { translationLanguage: 'hi' });
    const out = await engine(3).translate(run.value);
    expect(out).toBe(chunks.map((_, i) => `[hi #${i}]`).join('\n\n'));
    expect(peak).toBeLessThanOrEqual(3);
    expect(peak).toBeGreaterThan(1);
    expect(fake.requests[0].body.messages![0].content).toContain('into Hindi');
    expect(run.progress.at(-1)).toEqual([chunks.length, chunks.length]);
  });

  it('waits out a storm of 429s and still finishes', async () => {
    fake.script(...Array.from({ length: 5 }, () => ({ status: 429, headers: { 'retry-after': '0' } })));
    const run = input(longDoc(4));
    const out = await engine(2).simplify(run.value);
    expect(out).toContain('fake answer to');
    expect(fake.requests.length).toBeGreaterThan(5);
  });

  it('map-reduces a long summary: one call per chunk, then one to combine', async () => {
    const doc = longDoc(8);
    const chunks = chunkDocument(doc, CHUNK_CHARS);
    fake.setResponder((req) => (/Combine them/.test(req.body.messages![0].content) ? { content: 'FINAL SUMMARY' } : { content: 'part summary' }));
    const run = input(doc, { query: 'Summarize the document' });
    expect(await engine(4).summarize(run.value)).toBe('FINAL SUMMARY');
    expect(fake.requests).toHaveLength(chunks.length + 1);
    expect(run.progress.at(-1)).toEqual([chunks.length + 1, chunks.length + 1]);
  });

  it('reserves every model call a job needs before the first one, and makes none when refused', async () => {
    const doc = longDoc(8);
    const chunks = chunkDocument(doc, CHUNK_CHARS).length;
    const asked: number[] = [];
    const reserveCalls = async (calls: number) => void asked.push(calls);
    await engine(4).summarize(input(doc, { query: 'Summarize the document', reserveCalls }).value);
    await engine(4).simplify(input(doc, { reserveCalls }).value);
    await engine(4).answer(input(doc, { query: 'What is the rent?', reserveCalls }).value);
    expect(asked).toEqual([chunks + 1, chunks, 1]);
    fake.reset();
    const refuse = async () => {
      throw new JobFailureError('AI_CALL_LIMIT', 'too many calls');
    };
    await expect(engine(4).translate(input(doc, { translationLanguage: 'hi', reserveCalls: refuse }).value)).rejects.toMatchObject({ failure: { code: 'AI_CALL_LIMIT' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers from the best passages with their page numbers', async () => {
    const doc = buildDocument('pdf', [
      { number: 1, text: 'The parties are the landlord and the tenant.' },
      { number: 2, text: 'The security deposit shall be returned within thirty days of vacating.' },
    ]);
    const run = input(doc, { query: 'When is the security deposit returned?' });
    await engine(2).answer(run.value);
    const sent = fake.requests[0].body.messages!.at(-1)!.content;
    expect(sent).toContain('[page 2] The security deposit shall be returned within thirty days of vacating.');
  });
});
