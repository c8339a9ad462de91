import type { StandardSchemaV1 } from '@standard-schema/spec';
import { i18n, localizeError } from './i18n';
import { ErrorBodyCheck } from './startUpChecks';

/**
 * The one way the SPA talks to the BFF: same origin, session cookie included. A non-2xx answer
 * becomes an HttpError carrying the status and the server's `{error, code}`; a 2xx answer that is
 * not what its contract schema says becomes an HttpError 502 BAD_ANSWER (a server/SPA version skew
 * or a bug, never the visitor's fault), so no screen ever renders an unchecked shape.
 *
 * A check is any Standard Schema: a contracts zod schema, or one of the start-up answers' checks
 * (startUpChecks.ts), which keep zod out of the landing page. This module imports no zod.
 */
export class HttpError extends Error {
  /** `fields`: the error body as sent, for the few errors that carry more than a message (DELETION_PENDING's eraseAt). */
  constructor(readonly status: number, message: string, readonly code?: string, readonly fields?: Readonly<Record<string, unknown>>) {
    super(message);
  }
}

export const BAD_ANSWER = 'BAD_ANSWER';

/** What checks an answer: zod schemas are Standard Schemas, and so are the start-up checks. */
export type AnswerCheck<T = unknown> = StandardSchemaV1<unknown, T>;
type Checked<S extends AnswerCheck> = StandardSchemaV1.InferOutput<S>;

/** The checked value, or the problems; a check that answers asynchronously is a bug here. */
function validate<S extends AnswerCheck>(check: S, value: unknown): { value: Checked<S> } | { issues: readonly StandardSchemaV1.Issue[] } {
  const result = check['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('answer checks must be synchronous');
  return result.issues ? { issues: result.issues } : { value: result.value as Checked<S> };
}

async function readError(res: Response): Promise<HttpError> {
  const text = await res.text();
  let parsed: ReturnType<typeof validate<typeof ErrorBodyCheck>> | null = null;
  try {
    parsed = validate(ErrorBodyCheck, JSON.parse(text));
  } catch {
    /* a proxy's HTML or plain-text error page: its text is the message */
  }
  const body = parsed && 'value' in parsed ? parsed.value : {};
  // A document past a reading limit also names it (`limit`), for the sentence in the reader's language.
  return new HttpError(res.status, localizeError(body.code, body.error ?? (text || res.statusText), (body as { limit?: unknown }).limit), body.code, body);
}

/** Checks a decoded answer against its contract; the cause goes to the console for whoever debugs. */
export function checkAnswer<S extends AnswerCheck>(schema: S, value: unknown, what: string): Checked<S> {
  const result = validate(schema, value);
  if ('value' in result) return result.value;
  console.error(`Unexpected answer from ${what}`, result.issues);
  throw new HttpError(502, i18n.t('errors.badAnswer'), BAD_ANSWER);
}

export interface SendInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit;
  signal?: AbortSignal;
}

/** The Response of a 2xx answer; anything else is thrown as an HttpError. */
const methodOf = (init: SendInit) => init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET');

async function call(path: string, init: SendInit = {}, accept?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (accept) headers.Accept = accept;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method: methodOf(init),
    credentials: 'same-origin',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    signal: init.signal,
  });
  if (!res.ok) throw await readError(res);
  return res;
}

export const http = {
  /** A JSON call whose answer is validated by `schema` (NoContentSchema for a 204). */
  async send<S extends AnswerCheck>(schema: S, path: string, init: SendInit = {}): Promise<Checked<S>> {
    const text = await (await call(path, init, 'application/json')).text();
    let value: unknown;
    try {
      value = text ? JSON.parse(text) : undefined;
    } catch {
      value = text;
    }
    return checkAnswer(schema, value, `${methodOf(init)} ${path.split('?')[0]}`);
  },
  /** A call answered with a file or plain text: there is no JSON to validate, only the status. */
  file: (path: string, init: SendInit = {}): Promise<Response> => call(path, init),
};
