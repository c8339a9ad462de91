/** Small helpers the HTTP benchmarks share: dev-stack variables, a free port, a plain JSON call. */
import http from 'node:http';
import net from 'node:net';

export function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: start the dev stack (npm run stack:up)`);
  return v;
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** One request with an optional JSON body; the whole answer as text. */
export function call(url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(url, { method, headers: { ...headers, ...(data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(data);
  });
}
