/** The real openai client over HTTP against the local OpenAI-compatible test server. */
import { z } from 'zod';
import { FakeOpenAi, startFakeOpenAi } from '../../../tools/jest/fake-openai';
import { AiError, createAiProvider, toStrictJsonSchema } from '../src';

const Answer = z.object({ verdict: z.string(), sections: z.array(z.object({ act: z.string(), section: z.string() })), note: z.string().optional() });

describe('AI provider (openai client against an OpenAI-compatible server)', () => {
  let fake: FakeOpenAi;
  const retries: string[] = [];
  const provider = () =>
    createAiProvider(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'lexmitra-test-model' },
      { timeoutMs: 1500, backoff: { baseMs: 20, maxMs: 400 }, onRetry: (r) => retries.push(`${r.reason}:${r.delayMs}`) },
    )!;
  const ask = () => provider().structured({ name: 'answer', schema: Answer, system: 'You are careful.', messages: [{ role: 'user', content: 'Is this theft?' }] });

  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(async () => fake.close());
  beforeEach(() => {
    fake.reset();
    retries.length = 0;
  });

  it('is absent without a key and a base URL, so callers use the offline engine', () => {
    expect(createAiProvider({ OPENAI_MODEL: 'x' })).toBeNull();
    expect(createAiProvider({ OPENAI_MODEL: 'x', OPENAI_API_KEY: ' ', OPENAI_BASE_URL: '' })).toBeNull();
    expect(createAiProvider({ OPENAI_MODEL: 'x', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).not.toBeNull();
  });

  it('asks for strict JSON-schema output and returns the validated value', async () => {
    fake.script({ json: { verdict: 'theft', sections: [{ act: 'BNS', section: '303' }], note: 'n' } });
    await expect(ask()).resolves.toEqual({ verdict: 'theft', sections: [{ act: 'BNS', section: '303' }], note: 'n' });
    const sent = fake.requests[0];
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('lexmitra-test-model');
    expect(sent.body.messages).toEqual([{ role: 'system', content: 'You are careful.' }, { role: 'user', content: 'Is this theft?' }]);
    expect(sent.body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'answer', strict: true, schema: toStrictJsonSchema(Answer) } });
    // Strict mode: every property required, nothing extra allowed, at every level.
    const schema = sent.body.response_format!.json_schema!.schema as { required: string[]; additionalProperties: boolean };
    expect(schema.required).toEqual(['verdict', 'sections', 'note']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    fake.script({ content: '```json\n{"verdict":"ok","sections":[]}\n```' });
    await expect(ask()).resolves.toEqual({ verdict: 'ok', sections: [] });
  });

  it('retries a malformed answer once and then succeeds', async () => {
    fake.script({ content: '{"verdict": "half an ans' }, { json: { verdict: 'second try', sections: [] } });
    await expect(ask()).resolves.toEqual({ verdict: 'second try', sections: [] });
    expect(fake.requests).toHaveLength(2);
    expect(retries).toEqual(['malformed:0']);
  });

  it('gives a clean error after two malformed answers (bad JSON, then the wrong shape), never the raw text', async () => {
    fake.script({ content: 'Sure! Here is your answer: theft.' }, { json: { verdict: 42, sections: 'none' } }, { json: { verdict: 'too late', sections: [] } });
    const err = await ask().catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.kind).toBe('malformed');
    expect(err.message).toMatch(/wrong shape twice/);
    expect(err.message).not.toMatch(/Sure!/);
    expect(fake.requests).toHaveLength(2);
  });

  it('waits out 429s, honouring Retry-After, then answers', async () => {
    fake.script({ status: 429, headers: { 'retry-after-ms': '150' } }, { status: 429 }, { json: { verdict: 'after waiting', sections: [] } });
    const started = Date.now();
    await expect(ask()).resolves.toMatchObject({ verdict: 'after waiting' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(retries[0]).toBe('rate_limited:150');
    expect(retries[1]).toMatch(/^rate_limited:\d+$/);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up on a provider that keeps answering 429, with a rate-limited error', async () => {
    fake.setResponder(() => ({ status: 429, headers: { 'retry-after': '0' } }));
    await expect(ask()).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(fake.requests).toHaveLength(5);
  });

  it('retries a 500 and fails cleanly when the server keeps failing', async () => {
    fake.script({ status: 500 }, { json: { verdict: 'recovered', sections: [] } });
    await expect(ask()).resolves.toMatchObject({ verdict: 'recovered' });
    fake.reset();
    fake.setResponder(() => ({ status: 503 }));
    await expect(ask()).rejects.toMatchObject({ kind: 'upstream', message: 'The AI provider failed (status 503).' });
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a slow answer', async () => {
    fake.script({ delayMs: 3000, json: { verdict: 'slow', sections: [] } });
    await expect(ask()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('completes plain text', async () => {
    await expect(provider().complete({ system: 's', messages: [{ role: 'user', content: 'hello' }] })).resolves.toBe('fake answer to: hello');
    expect(fake.requests[0].body.response_format).toBeUndefined();
  });
});
