/**
 * The many-readers row of `bench:doc-limits` (issue 28): 30 clients that never read ask a running
 * BFF for one 17 MB job result — half on GET /api/jobs/:id, half on its event stream — and the
 * BFF's RSS growth is printed (goal: under 64 MB). The result is made the way ai-worker keeps a
 * large one (a JSON object under jobs/results/ in MinIO, the job's return value pointing at it);
 * a BullMQ worker in this process stands in for ai-worker, which is not what is measured here.
 * Everything goes over loopback and stops by itself.
 */
import { DOC_PROCESS_JOB, JOB_RESULTS_PREFIX, QUEUES } from '@lexmitra/contracts';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Client as Minio } from 'minio';
import net from 'node:net';
import { Client, rssBytes } from '../jest/doc-limits';

const MB = 1024 * 1024;

export interface ReadersOutcome {
  served: number;
  refused: number;
  other: number;
  baselineMb: number;
  peakMb: number;
  resultMb: number;
}

/** About `mb` MB of a simplified document in Hindi and English (two-byte text, as the real ones are). */
function bigText(mb: number): string {
  const para = 'धारा 138 के तहत चेक अनादरण का नोटिस: भुगतान 15 दिनों के भीतर करें। The cheque was returned unpaid; the drawer must pay within 15 days of this notice.\n';
  return para.repeat(Math.ceil((mb * MB) / Buffer.byteLength(para)));
}

/** Opens a connection, sends one GET, reads only the first chunk (the status line), then stops reading. */
function stalledGet(port: number, path: string, cookie: string): Promise<{ status: number; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nAccept: */*\r\n\r\n`);
    });
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0), socket });
    });
    socket.once('error', reject);
    setTimeout(() => reject(new Error(`no answer to ${path}`)), 30_000).unref();
  });
}

/**
 * Runs the row against the BFF at `baseUrl` (process `bffPid`), whose Redis prefix and bucket are
 * given. `client` is a signed-in user of that BFF.
 */
export async function manyReaders(opts: {
  baseUrl: string; bffPid: number; client: Client; redisUrl: string; prefix: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string }; readers?: number; resultMb?: number;
}): Promise<ReadersOutcome> {
  const readers = opts.readers ?? 30;
  const port = Number(new URL(opts.baseUrl).port);
  const me = (await (await fetch(`${opts.baseUrl}/api/auth/me`, { headers: { cookie: opts.client.cookie } })).json()) as { user: { uid: string } };
  const redis = new URL(opts.redisUrl);
  const bull = { connection: { host: redis.hostname, port: Number(redis.port) }, prefix: opts.prefix };
  const s3 = new URL(opts.s3.endpoint);
  const minio = new Minio({ endPoint: s3.hostname, port: Number(s3.port), useSSL: s3.protocol === 'https:', accessKey: opts.s3.accessKey, secretKey: opts.s3.secretKey });
  if (!(await minio.bucketExists(opts.s3.bucket))) await minio.makeBucket(opts.s3.bucket);
  const key = `${JOB_RESULTS_PREFIX}bench-${process.pid}-${Date.now()}.json`;
  const body = Buffer.from(JSON.stringify({ operation: 'simplify', text: bigText(opts.resultMb ?? 17) }));
  await minio.putObject(opts.s3.bucket, key, body, body.length, { 'Content-Type': 'application/json' });

  const queue = new Queue(QUEUES.ai, bull);
  const events = new QueueEvents(QUEUES.ai, bull);
  const worker = new Worker(QUEUES.ai, async () => ({ operation: 'simplify', stored: { key, bytes: body.length } }), bull);
  const sockets: net.Socket[] = [];
  try {
    await events.waitUntilReady();
    const job = await queue.add(DOC_PROCESS_JOB, { userId: me.user.uid, objectKey: 'bench', sha256: 'bench', fileName: 'bench.docx', operation: 'simplify' }, { removeOnComplete: { age: 600 } });
    await job.waitUntilFinished(events, 30_000);
    await worker.close();
    // Warm-up: one reader reads the whole result, so the BFF has built (and keeps) its one copy.
    const full = await fetch(`${opts.baseUrl}/api/jobs/${job.id}`, { headers: { cookie: opts.client.cookie } });
    if (full.status !== 200) throw new Error(`warm-up read: ${full.status}`);
    const resultMb = (await full.arrayBuffer()).byteLength / MB;
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssBytes(opts.bffPid);
    let peak = baseline;
    const timer = setInterval(() => (peak = Math.max(peak, rssBytes(opts.bffPid))), 25);
    const answers = await Promise.all(
      Array.from({ length: readers }, (_, i) => stalledGet(port, i % 2 ? `/api/jobs/${job.id}/events` : `/api/jobs/${job.id}`, opts.client.cookie)),
    );
    sockets.push(...answers.map((a) => a.socket));
    // Time for the BFF to write what it will into the stalled sockets (about 5 MB a second, with a second at least).
    await new Promise((r) => setTimeout(r, Math.min(5000, 1000 + resultMb * 250)));
    clearInterval(timer);
    peak = Math.max(peak, rssBytes(opts.bffPid));
    const served = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429).length;
    return { served, refused, other: readers - served - refused, baselineMb: Math.round(baseline / MB), peakMb: Math.round(peak / MB), resultMb: Math.round(resultMb * 10) / 10 };
  } finally {
    for (const s of sockets) s.destroy();
    await worker.close().catch(() => undefined);
    await queue.obliterate({ force: true }).catch(() => undefined);
    await Promise.all([queue.close(), events.close()]).catch(() => undefined);
    await minio.removeObject(opts.s3.bucket, key).catch(() => undefined);
  }
}

export function readersRow(label: string, o: ReadersOutcome): string {
  return `| ${label} | ${o.resultMb} MB result: ${o.served} served, ${o.refused} refused (429)${o.other ? `, ${o.other} other` : ''} | RSS ${o.baselineMb} → ${o.peakMb} MB: +${o.peakMb - o.baselineMb} MB |`;
}
