/**
 * The one way LexMitra talks to a language model: the `openai` client against any
 * OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama, llama.cpp). Structured answers are asked
 * for with a JSON schema and checked with zod; an unusable answer is retried once and then reported
 * as an AiError('malformed'), never passed through. 429s back off (honouring Retry-After), 5xx and
 * dropped connections are retried a little, and every attempt has a timeout.
 */
import OpenAI from 'openai';
import type { ZodType } from 'zod';
import { backoffDelay, BackoffOptions, retryAfterMs, sleep } from './backoff';
import { AiError } from './errors';
import { toStrictJsonSchema } from './json-schema';

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

export interface AiProvider {
  readonly model: string;
  /** A JSON answer that satisfies `schema`, or an AiError. */
  structured<T>(req: StructuredRequest<T>): Promise<T>;
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

  async structured<T>(req: StructuredRequest<T>): Promise<T> {
    const jsonSchema = toStrictJsonSchema(req.schema);
    let lastProblem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const content = await this.send(req, { type: 'json_schema', json_schema: { name: req.name, schema: jsonSchema, strict: true } });
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

  /** One answer's text, waiting out 429s and retrying server errors within the configured bounds. */
  private async send(req: AiRequest, responseFormat?: OpenAI.Chat.ChatCompletionCreateParams['response_format']): Promise<string> {
    let rateLimited = 0;
    let failed = 0;
    for (;;) {
      const started = Date.now();
      try {
        const completion = await this.client.chat.completions.create(
          {
            model: this.model,
            messages: [{ role: 'system', content: req.system }, ...req.messages],
            temperature: req.temperature ?? 0.2,
            ...(req.maxTokens ? { max_tokens: req.maxTokens } : {}),
            ...(responseFormat ? { response_format: responseFormat } : {}),
          },
          { timeout: this.opts.timeoutMs },
        );
        return completion.choices?.[0]?.message?.content ?? '';
      } catch (err) {
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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // Some compatible servers wrap JSON in a Markdown fence even when asked for a schema.
  const body = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}
