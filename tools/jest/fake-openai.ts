/**
 * A local OpenAI-compatible HTTP server for tests: the real `openai` client talks to it over HTTP.
 * Deterministic: each request gets the next scripted reply, else the responder's answer, else a
 * JSON value that fills the requested JSON schema. Replies can be slow, 429 (with Retry-After),
 * 500, or carry content that is not the JSON asked for. Every request is recorded.
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
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      responder = undefined;
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
