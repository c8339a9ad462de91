/**
 * The one way LexMitra talks to a language model: the `openai` client against any
 * OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama, llama.cpp). Structured answers are asked
 * for with a JSON schema and checked with zod; an unusable answer is retried once and then reported
 * as an AiError('malformed'), never passed through. 429s back off (honouring Retry-After), 5xx and
 * dropped connections are retried a little, and every attempt has a timeout. A caller that wants
 * the answer as it is written passes `live`: the request is then streamed (`stream: true`), the
 * text so far is handed over on every chunk, and its AbortSignal stops the model call at once.
 */
import OpenAI from 'openai';
import type { ZodType } from 'zod';
import { backoffDelay, BackoffOptions, retryAfterMs, sleep } from './backoff';
import { AiError } from './errors';
import { toStrictJsonSchema } from './json-schema';
import { Allow, parse as parsePartial } from 'partial-json';

export interface AiProviderConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AiRequest {
  system: string;
  messages: ChatTurn[];
  temperature?: number;
  maxTokens?: number;
}

export interface StructuredRequest<T> extends AiRequest {
  /** Names the schema for the model (letters, digits, _ and -). */
  name: string;
  schema: ZodType<T>;
}

export interface AiProviderOptions {
  /** Per attempt. */
  timeoutMs?: number;
  /** How many times a 429 is waited out before giving up. */
  rateLimitRetries?: number;
  /** How many times a 5xx or a dropped connection is retried. */
  serverErrorRetries?: number;
  backoff?: BackoffOptions;
  onRetry?: (info: { reason: 'rate_limited' | 'upstream' | 'malformed'; attempt: number; delayMs: number }) => void;
}

/** Streaming a call: what the caller sees while the model writes, and how it stops it. */
export interface LiveOptions {
  /** Aborts the model call (the HTTP request) at once; the call then rejects with AiError('cancelled'). */
  signal?: AbortSignal;
  /**
   * The model's text so far, on every chunk. `round` counts the model calls of this request: a
   * retried call (after a dropped stream or a malformed answer) starts its text again from empty.
   */
  onText?: (text: string, round: number) => void;
}

export interface AiProvider {
  readonly model: string;
  /** A JSON answer that satisfies `schema`, or an AiError; streamed when `live` is given. */
  structured<T>(req: StructuredRequest<T>, live?: LiveOptions): Promise<T>;
  /** Plain text (summaries, translations). */
  complete(req: AiRequest): Promise<string>;
}

/** A provider when one is configured (a key or a base URL), else null: callers fall back to offline. */
export function createAiProvider(config: AiProviderConfig, options: AiProviderOptions = {}): AiProvider | null {
  const key = config.OPENAI_API_KEY?.trim();
  const baseURL = config.OPENAI_BASE_URL?.trim();
  if (!key && !baseURL) return null;
  // Local servers (Ollama, llama.cpp) take any key; the client insists on one.
  return new OpenAiProvider(new OpenAI({ apiKey: key || 'not-needed', baseURL: baseURL || undefined, maxRetries: 0 }), config.OPENAI_MODEL, options);
}

export class OpenAiProvider implements AiProvider {
  private readonly opts: Required<Omit<AiProviderOptions, 'onRetry'>> & Pick<AiProviderOptions, 'onRetry'>;

  constructor(private readonly client: OpenAI, readonly model: string, options: AiProviderOptions = {}) {
    this.opts = {
      timeoutMs: options.timeoutMs ?? 60_000,
      rateLimitRetries: options.rateLimitRetries ?? 4,
      serverErrorRetries: options.serverErrorRetries ?? 2,
      backoff: options.backoff ?? { baseMs: 500, maxMs: 20_000 },
      onRetry: options.onRetry,
    };
  }

  async structured<T>(req: StructuredRequest<T>, live?: LiveOptions): Promise<T> {
    const jsonSchema = toStrictJsonSchema(req.schema);
    const rounds = { n: 0 };
    let lastProblem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const content = await this.send(req, { type: 'json_schema', json_schema: { name: req.name, schema: jsonSchema, strict: true } }, live && { ...live, rounds });
      const parsed = parseJson(content);
      if (parsed.ok) {
        const checked = req.schema.safeParse(parsed.value);
        if (checked.success) return checked.data;
        lastProblem = checked.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      } else lastProblem = 'not valid JSON';
      if (attempt === 0) this.opts.onRetry?.({ reason: 'malformed', attempt: 1, delayMs: 0 });
    }
    throw new AiError('malformed', `The AI model gave an answer in the wrong shape twice (${lastProblem}).`);
  }

  async complete(req: AiRequest): Promise<string> {
    const text = await this.send(req);
    if (!text.trim()) throw new AiError('malformed', 'The AI model gave an empty answer.');
    return text;
  }

  /**
   * One streamed model call: the chunks' text, handed to `onText` as it grows. The per-attempt
   * timeout covers the whole answer, not only its first byte, so a stream that stalls is ended too.
   */
  private async stream(params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, live: LiveOptions & { rounds: { n: number } }): Promise<string> {
    const round = ++live.rounds.n;
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    const signal = live.signal ? AbortSignal.any([live.signal, timeout]) : timeout;
    let text = '';
    live.onText?.(text, round);
    try {
      const chunks = await this.client.chat.completions.create({ ...params, stream: true }, { timeout: this.opts.timeoutMs, signal });
      for await (const chunk of chunks) {
        const piece = chunk.choices?.[0]?.delta?.content;
        if (!piece) continue;
        text += piece;
        live.onText?.(text, round);
      }
      // The client ends the iteration quietly when its signal aborts: the text is then unfinished.
      if (signal.aborted) throw new OpenAI.APIUserAbortError();
    } catch (err) {
      // The whole-answer timer fired: reported as the client's own timeout (handled by the caller).
      if (timeout.aborted && !live.signal?.aborted) throw new OpenAI.APIConnectionTimeoutError();
      throw err;
    }
    return text;
  }

  /** One answer's text, waiting out 429s and retrying server errors within the configured bounds. */
  private async send(
    req: AiRequest,
    responseFormat?: OpenAI.Chat.ChatCompletionCreateParams['response_format'],
    live?: LiveOptions & { rounds: { n: number } },
  ): Promise<string> {
    let rateLimited = 0;
    let failed = 0;
    for (;;) {
      const started = Date.now();
      const params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
        model: this.model,
        messages: [{ role: 'system', content: req.system }, ...req.messages],
        temperature: req.temperature ?? 0.2,
        ...(req.maxTokens ? { max_tokens: req.maxTokens } : {}),
        ...(responseFormat ? { response_format: responseFormat } : {}),
      };
      try {
        if (live) return await this.stream(params, live);
        const completion = await this.client.chat.completions.create(params, { timeout: this.opts.timeoutMs });
        return completion.choices?.[0]?.message?.content ?? '';
      } catch (err) {
        // Checked first: an aborted request surfaces as a connection error, which would be retried.
        if (live?.signal?.aborted) throw new AiError('cancelled', 'The answer was cancelled.', err);
        // Under some runtimes the client reports its own abort as a plain connection error.
        const timedOut = err instanceof OpenAI.APIConnectionTimeoutError || (err instanceof OpenAI.APIConnectionError && Date.now() - started >= this.opts.timeoutMs);
        if (timedOut) {
          throw new AiError('timeout', `The AI provider did not answer within ${Math.round(this.opts.timeoutMs / 1000)} seconds.`, err);
        }
        const status = err instanceof OpenAI.APIError ? err.status : undefined;
        if (status === 429) {
          if (rateLimited >= this.opts.rateLimitRetries) throw new AiError('rate_limited', 'The AI provider is busy (rate limited). Please try again in a minute.', err);
          const delayMs = backoffDelay(rateLimited, this.opts.backoff, retryAfterMs((err as { headers?: Headers }).headers));
          this.opts.onRetry?.({ reason: 'rate_limited', attempt: ++rateLimited, delayMs });
          await sleep(delayMs);
          continue;
        }
        const retryable = err instanceof OpenAI.APIConnectionError || (status !== undefined && status >= 500);
        if (retryable && failed < this.opts.serverErrorRetries) {
          const delayMs = backoffDelay(failed, this.opts.backoff);
          this.opts.onRetry?.({ reason: 'upstream', attempt: ++failed, delayMs });
          await sleep(delayMs);
          continue;
        }
        const what = status ? `status ${status}` : (err as Error).message;
        throw new AiError('upstream', `The AI provider failed (${what}).`, err);
      }
    }
  }
}

/**
 * What a JSON answer says so far, from the text the model has written: unfinished strings, arrays
 * and objects are closed (partial-json), so an answer's first field can be shown while the model is
 * still writing it. Undefined while nothing readable has arrived (or a fence is all there is).
 */
export function partialJson(text: string): unknown {
  const body = text.trimStart().replace(/^```(?:json)?\s*/, '');
  if (!body) return undefined;
  try {
    return parsePartial(body, Allow.ALL);
  } catch {
    return undefined;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // Some compatible servers wrap JSON in a Markdown fence even when asked for a schema.
  const body = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}
