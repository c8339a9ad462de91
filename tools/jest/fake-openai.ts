/**
 * A local OpenAI-compatible HTTP server for tests: the real `openai` client talks to it over HTTP.
 * Deterministic: each request gets the next scripted reply, else the responder's answer, else a
 * JSON value that fills the requested JSON schema. Replies can be slow, 429 (with Retry-After),
 * 500, or carry content that is not the JSON asked for. Every request is recorded.
 * A request with `stream: true` is answered as the real API does: Server-Sent Events, one
 * `chat.completion.chunk` per piece of the content (`data: {...}\n\n`), then `data: [DONE]`;
 * `delayMs` is then the time to the first token and `chunkDelayMs` the gap between chunks.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** The assistant message text (for 200 answers). */
  content?: string;
  /** Shorthand for content = JSON.stringify(json). */
  json?: unknown;
  /** Raw body for error answers; defaults to an OpenAI-style error object. */
  body?: unknown;
  delayMs?: number;
  /** Streamed answers: characters per chunk (default: one word with its following space). */
  chunkChars?: number;
  /** Streamed answers: pause between chunks (default 0, or the server-wide setStreaming value). */
  chunkDelayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } };
    [k: string]: unknown;
  };
}

export interface FakeOpenAi {
  /** Base URL to give the client (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Queue replies for the next requests, in order. */
  script(...replies: FakeReply[]): void;
  setResponder(fn: ((req: RecordedRequest) => FakeReply) | undefined): void;
  /** Defaults for streamed answers that do not set their own (kept across reset). */
  setStreaming(opts: { chunkDelayMs?: number; chunkChars?: number }): void;
  /** Streamed answers whose client went away before the last chunk (an aborted request). */
  readonly abandoned: number;
  reset(): void;
  close(): Promise<void>;
}

/** A value of the schema's shape: strings name their property, arrays hold one item. */
export function fillSchema(schema: Record<string, unknown>, name = 'value'): unknown {
  const type = schema.type;
  if (type === 'object') {
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fillSchema(v, k)]));
  }
  if (type === 'array') return [fillSchema((schema.items ?? { type: 'string' }) as Record<string, unknown>, name)];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  return `fake ${name}`;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let responder: ((req: RecordedRequest) => FakeReply) | undefined;
  let streaming: { chunkDelayMs?: number; chunkChars?: number } = {};
  let abandoned = 0;
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', async () => {
      let body: RecordedRequest['body'];
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad json' } }));
        return;
      }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(recorded);
      if (!/\/chat\/completions$/.test(recorded.path)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${recorded.path}` } }));
        return;
      }
      const reply = queue.shift() ?? responder?.(recorded) ?? defaultReply(recorded);
      if (reply.delayMs) await new Promise((r) => timers.add(setTimeout(r, reply.delayMs)));
      if (res.destroyed) return;
      const status = reply.status ?? 200;
      const headers = { 'content-type': 'application/json', ...reply.headers };
      if (status !== 200) {
        const error = reply.body ?? { error: { message: `fake error ${status}`, type: status === 429 ? 'rate_limit_exceeded' : 'server_error' } };
        res.writeHead(status, headers).end(JSON.stringify(error));
        return;
      }
      const content = reply.content ?? JSON.stringify(reply.json ?? null);
      if (body.stream === true) {
        const done = await streamAnswer(res, content, body.model ?? 'fake-model', `chatcmpl-fake-${requests.length}`, {
          chunkChars: reply.chunkChars ?? streaming.chunkChars,
          chunkDelayMs: reply.chunkDelayMs ?? streaming.chunkDelayMs ?? 0,
          wait: (ms) => new Promise((r) => timers.add(setTimeout(r, ms))),
        });
        if (!done) abandoned++;
        return;
      }
      res.writeHead(200, headers).end(
        JSON.stringify({
          id: `chatcmpl-fake-${requests.length}`,
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model ?? 'fake-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    setResponder: (fn) => (responder = fn),
    setStreaming: (opts) => (streaming = opts),
    get abandoned() {
      return abandoned;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      responder = undefined;
      abandoned = 0;
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function defaultReply(req: RecordedRequest): FakeReply {
  const schema = req.body.response_format?.json_schema?.schema;
  if (schema) return { json: fillSchema(schema) };
  const last = [...(req.body.messages ?? [])].reverse().find((m) => m.role === 'user');
  return { content: `fake answer to: ${last?.content ?? ''}` };
}

/** The content in the pieces a model would send: words (each with the spaces after it), or fixed-size slices. */
export function chunksOf(content: string, chunkChars?: number): string[] {
  if (chunkChars && chunkChars > 0) return Array.from({ length: Math.ceil(content.length / chunkChars) }, (_, i) => content.slice(i * chunkChars, (i + 1) * chunkChars));
  return content.match(/\S+\s*|\s+/g) ?? [content];
}

/** Writes the answer as OpenAI streaming chunks; false when the client left before the end. */
async function streamAnswer(
  res: http.ServerResponse,
  content: string,
  model: string,
  id: string,
  opts: { chunkChars?: number; chunkDelayMs: number; wait: (ms: number) => Promise<unknown> },
): Promise<boolean> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  const pieces = chunksOf(content, opts.chunkChars);
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0 && opts.chunkDelayMs > 0) await opts.wait(opts.chunkDelayMs);
    if (res.destroyed || res.writableEnded) return false;
    res.write(chunk({ content: pieces[i] }, null));
  }
  if (res.destroyed) return false;
  res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
  return true;
}
