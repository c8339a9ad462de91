/**
 * The one way the SPA talks to the BFF: same origin, session cookie included, JSON in and out.
 * A non-2xx answer becomes an HttpError carrying the status and the server's `{error, code}`.
 */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly code?: string) {
    super(message);
  }
}

async function readError(res: Response): Promise<HttpError> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { error?: string; code?: string };
    return new HttpError(res.status, body.error ?? (text || res.statusText), body.code);
  } catch {
    return new HttpError(res.status, text || res.statusText);
  }
}

export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, { credentials: 'same-origin', ...init });
  if (!res.ok) throw await readError(res);
  return res;
}

export async function getJson<T>(path: string): Promise<T> {
  return (await request(path, { headers: { Accept: 'application/json' } })).json() as Promise<T>;
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
