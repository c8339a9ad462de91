/**
 * Document limits benchmark (issue 18): each hostile document — a DOCX zip bomb (200 MB unpacked),
 * a PDF whose content stream inflates to 320 MB (with the stream check on, and with it lifted so
 * the reader runs into the sandbox's limits) and a 30,000-page PDF — is sent to a real BFF and
 * ai-worker as a job while another user chats. Printed per bomb: outcome, seconds to the answer,
 * peak RSS of the ai-worker process and of its extractor children (from /proc), and chat latency.
 *
 * Then the many-readers rows (issue 28): 30 clients that never read one 17 MB result, against the
 * BFF as configured (RESULT_SLOW_READERS_PER_USER) and with the per-user caps lifted, printing the
 * BFF's RSS growth (many-readers.ts). BENCH_ROWS=readers runs only these.
 *
 * Run with the dev stack up and everything built: npm run bench:doc-limits -w @lexmitra/tools
 * (BENCH_SMOKE=1: bombs a tenth of the size, 4 readers of a 1 MB result)
 */
import '../jest/stack-env.js';
import path from 'node:path';
import { makeContentStreamBombPdf, makeDocxBomb, makeManyPagesPdf } from '../fixtures/bombs';
import { BombOutcome, runBomb, signIn } from '../jest/doc-limits';
import { RunningService, spawnService } from '../jest/spawn-service';
import { manyReaders, readersRow } from './many-readers';
import { benchNumber } from './smoke';

/** Sizes of the hostile documents: MB a DOCX unpacks to, MB a PDF content stream inflates to, pages. */
const DOCX_MB = benchNumber('BENCH_DOCX_MB', 200, 20);
const STREAM_MB = benchNumber('BENCH_STREAM_MB', 320, 32);
const PAGES = benchNumber('BENCH_PAGES', 30_000, 300);
/** The many-readers rows: stalled clients, and the MB of the one result they all ask for. */
const READERS = benchNumber('BENCH_READERS', 30, 4);
const RESULT_MB = benchNumber('BENCH_RESULT_MB', 17, 1);

const root = path.resolve(__dirname, '../..');
const prefix = `bdl${process.pid}`;
const port = 8980 + (process.pid % 15);
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  MONGO_URL: process.env.MONGO_URL!.replace(/\/[^/]*$/, `/lexmitra_bench_limits_${process.pid}`),
  BULLMQ_PREFIX: prefix, PORT: String(port), S3_BUCKET: 'lexmitra-bench-limits', METRICS_PORT: '0', LOG_LEVEL: 'warn', OPENAI_API_KEY: '', OPENAI_BASE_URL: '',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000', CHAT_RATE_LIMIT_PER_MINUTE: '100000', AI_RATE_LIMIT_PER_MINUTE: '100000', DOCUMENT_RATE_LIMIT_PER_MINUTE: '100000',
};

async function withWorker<T>(extra: Record<string, string>, fn: (worker: RunningService) => Promise<T>): Promise<T> {
  const worker = await spawnService(path.join(root, 'services/ai-worker'), /"queue":"chat".*"worker ready"/, { ...env, ...extra, LOG_LEVEL: 'info' }, 30_000);
  try {
    return await fn(worker);
  } finally {
    // BENCH_DEBUG=1 shows the worker's own account of each failure.
    if (process.env.BENCH_DEBUG) console.log(worker.output().split('\n').filter((l) => /job failed|error/i.test(l)).join('\n'));
    await worker.stop('SIGTERM');
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function row(name: string, o: BombOutcome): string {
  const outcome = `${o.state}${o.code ? ` ${o.code}` : ''}`;
  return `| ${name} | ${outcome} | ${o.seconds.toFixed(1)} | ${o.workerMb} | ${o.extractorsMb} | ${median(o.chatMs)} / ${Math.max(...o.chatMs)} (${o.chatMs.length}) |`;
}

async function main() {
  const bff = await spawnService(path.join(root, 'bff'), async () => (await fetch(`${baseUrl}/api/health/live`)).status === 200, env, 60_000);
  try {
    const readerRows = await readersRows(bff);
    if (process.env.BENCH_ROWS === 'readers') {
      printReaders(readerRows);
      return;
    }
    const [owner, chatter] = [await signIn(baseUrl, 'bench-bombs'), await signIn(baseUrl, 'bench-chat')];
    const docx = await makeDocxBomb(DOCX_MB);
    const stream = await makeContentStreamBombPdf(STREAM_MB);
    const pages = makeManyPagesPdf(PAGES);
    const rows: string[] = [];
    const timeoutMs = Number(process.env.BENCH_EXTRACT_TIMEOUT_MS ?? 30_000);
    await withWorker({ EXTRACT_TIMEOUT_MS: String(timeoutMs) }, async (w) => {
      rows.push(row(`DOCX zip bomb (${(docx.length / 1024).toFixed(0)} KB → ${DOCX_MB} MB)`, await runBomb(owner, chatter, w.child.pid!, docx, 'bomb.docx', 60_000)));
      rows.push(row(`content stream (${(stream.length / 1024).toFixed(0)} KB → ${STREAM_MB} MB)`, await runBomb(owner, chatter, w.child.pid!, stream, 'stream.pdf', 60_000)));
      rows.push(row(`${PAGES.toLocaleString('en')} pages (${(pages.length / 1024 / 1024).toFixed(1)} MB)`, await runBomb(owner, chatter, w.child.pid!, pages, 'pages.pdf', 60_000)));
    });
    // The readers themselves against the bomb, the stream check lifted: the sandbox's limits stop them.
    await withWorker({ EXTRACT_TIMEOUT_MS: String(timeoutMs), EXTRACT_MAX_STREAM_MB: '100000' }, async (w) => {
      rows.push(row(`content stream, check lifted (limit ${timeoutMs / 1000} s)`, await runBomb(owner, chatter, w.child.pid!, stream, 'stream.pdf', timeoutMs + 30_000)));
    });
    // Without poppler on PATH the pdfjs child reads it, and keeps the inflated stream: the memory limit.
    await withWorker({ EXTRACT_TIMEOUT_MS: String(timeoutMs), EXTRACT_MAX_STREAM_MB: '100000', PATH: '/nonexistent' }, async (w) => {
      rows.push(row('content stream, check lifted, pdfjs', await runBomb(owner, chatter, w.child.pid!, stream, 'stream.pdf', timeoutMs + 30_000)));
    });
    console.log('\n| bomb | outcome | seconds | ai-worker peak RSS MB | extractors peak RSS MB | chat ms median / max (n) |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    printReaders(readerRows);
  } finally {
    await bff.stop('SIGTERM');
  }
}

const s3 = () => ({ endpoint: process.env.S3_ENDPOINT!, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: env.S3_BUCKET });

/** The many-readers rows: this BFF as configured, then a second one with the per-user caps lifted (all 30 served). */
async function readersRows(bff: RunningService): Promise<string[]> {
  const rows: string[] = [];
  const reader = await signIn(baseUrl, 'bench-readers');
  const sizes = { readers: READERS, resultMb: RESULT_MB };
  rows.push(readersRow(`${READERS} stalled readers, caps as configured`, await manyReaders({ baseUrl, bffPid: bff.child.pid!, client: reader, redisUrl: process.env.REDIS_URL!, prefix, s3: s3(), ...sizes })));
  const openPort = port + 20;
  const openUrl = `http://127.0.0.1:${openPort}`;
  const open = await spawnService(path.join(root, 'bff'), async () => (await fetch(`${openUrl}/api/health/live`)).status === 200, { ...env, PORT: String(openPort), RESULT_SLOW_READERS_PER_USER: '1000', SSE_STREAMS_PER_USER: '1000' }, 60_000);
  try {
    const client = await signIn(openUrl, 'bench-readers-open');
    rows.push(readersRow(`${READERS} stalled readers, per-user caps lifted`, await manyReaders({ baseUrl: openUrl, bffPid: open.child.pid!, client, redisUrl: process.env.REDIS_URL!, prefix, s3: s3(), ...sizes })));
  } finally {
    await open.stop('SIGTERM');
  }
  return rows;
}

function printReaders(rows: string[]): void {
  console.log('\n| many readers (goal: under +64 MB) | outcome | BFF RSS |');
  console.log('|---|---|---|');
  for (const r of rows) console.log(r);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
