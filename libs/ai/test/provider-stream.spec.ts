/** Streamed answers: the real openai client with `stream: true` against the local server's SSE chunks, and aborting them. */
import { z } from 'zod';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { AiError, createAiProvider, partialJson } from '../src';

const Answer = z.object({ lawyer_response: z.string(), rights: z.array(z.string()) });
const full = { lawyer_response: 'Theft of a phone is an offence under the new code.', rights: ['Get a free copy of the FIR.'] };

describe('AI provider, streamed', () => {
  let fake: FakeOpenAi;
  const provider = (timeoutMs = 3000) => createAiProvider({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'stream-model' }, { timeoutMs, backoff: { baseMs: 10, maxMs: 50 } })!;
  const req = { name: 'answer', schema: Answer, system: 's', messages: [{ role: 'user' as const, content: 'q' }] };

  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(async () => fake.close());
  beforeEach(() => fake.reset());

  it('asks with stream: true, hands over the text as it grows and returns the validated answer', async () => {
    fake.script({ json: full, chunkChars: 7 });
    const seen: { text: string; round: number }[] = [];
    const answer = await provider().structured(req, { onText: (text, round) => seen.push({ text, round }) });
    expect(answer).toEqual(full);
    expect(fake.requests[0].body.stream).toBe(true);
    expect(fake.requests[0].body.response_format?.type).toBe('json_schema');
    // One call for every 7-character chunk (and the empty start), each a prefix of the next.
    const json = JSON.stringify(full);
    expect(seen.length).toBe(Math.ceil(json.length / 7) + 1);
    for (let i = 1; i < seen.length; i++) expect(seen[i].text.startsWith(seen[i - 1].text)).toBe(true);
    expect(seen.at(-1)!.text).toBe(json);
    expect(new Set(seen.map((s) => s.round))).toEqual(new Set([1]));
    // The first field is readable long before the answer is complete.
    const early = seen.find((s) => (partialJson(s.text) as { lawyer_response?: string } | undefined)?.lawyer_response?.startsWith('Theft of'));
    expect(early!.text.length).toBeLessThan(json.length / 2);
  });

  it('starts a new round when the first streamed answer is unusable', async () => {
    fake.script({ content: '{"lawyer_response": 5}' }, { json: full });
    const rounds = new Set<number>();
    await expect(provider().structured(req, { onText: (_t, round) => rounds.add(round) })).resolves.toEqual(full);
    expect([...rounds]).toEqual([1, 2]);
  });

  it('retries a 500 before any token, like an unstreamed call', async () => {
    fake.script({ status: 500 }, { json: full });
    await expect(provider().structured(req, { onText: () => undefined })).resolves.toEqual(full);
    expect(fake.requests).toHaveLength(2);
  });

  it('stops the model call when the signal aborts, mid-stream', async () => {
    fake.script({ json: full, chunkDelayMs: 100 });
    const controller = new AbortController();
    let chunks = 0;
    const started = Date.now();
    const err = await provider()
      .structured(req, {
        signal: controller.signal,
        onText: (text) => {
          if (text && ++chunks === 2) controller.abort();
        },
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.kind).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
    // The server saw its client go before the last chunk, and no retry was made.
    await new Promise((r) => setTimeout(r, 250));
    expect(fake.abandoned).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a stream that stalls after its first token', async () => {
    fake.script({ json: full, chunkDelayMs: 400 }, { json: full, chunkDelayMs: 400 }, { json: full, chunkDelayMs: 400 });
    const err = await provider(600).structured(req, { onText: () => undefined }).catch((e) => e);
    expect(err).toMatchObject({ kind: 'timeout' });
  });

  it('reads a partial JSON answer, fenced or not, and nothing from an empty one', () => {
    expect(partialJson('{"lawyer_response": "Theft of a ph')).toEqual({ lawyer_response: 'Theft of a ph' });
    expect(partialJson('```json\n{"a": ["x", "y')).toEqual({ a: ['x', 'y'] });
    expect(partialJson('')).toBeUndefined();
    expect(partialJson('```json')).toBeUndefined();
  });
});
