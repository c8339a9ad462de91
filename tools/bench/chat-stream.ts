/**
 * `npm run bench:chat-stream -w tools`: time to the first words of a chat answer through the
 * product (POST /api/chat/answers, then the job's event stream: BFF → Redis → ai-worker → model and
 * back) against the model server's own time to first token. The model is the local
 * OpenAI-compatible test server streaming with a set first-token delay (BENCH_FIRST_TOKEN_MS,
 * default 300). Goal: BFF TTFT ≤ 1.2 × model TTFT + 50 ms. Bounded: BENCH_QUESTIONS (default 24)
 * questions one after another, after 2 warm-ups; loopback only. Needs the dev stack and a build.
 */
import { ChatDeltaEventSchema } from '@lexmitra/contracts';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startFakeOpenAi } from '../jest/fake-openai';
import { Client, signIn } from '../jest/doc-limits';
import { RunningService, spawnService } from '../jest/spawn-service';
import { benchNumber, enforceGoal } from './smoke';

const root = path.resolve(__dirname, '../..');
// The stack's variables, as jest reads them (the running stack's stack.env).
require('../jest/stack-env.js');
if (!process.env.MONGO_URL || !process.env.REDIS_URL) {
  console.error('bench:chat-stream needs the dev stack: npm run stack:up');
  process.exit(2);
}
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 300);
const QUESTIONS = Math.min(benchNumber('BENCH_QUESTIONS', 24, 3), 60);
const WARM_UPS = benchNumber('BENCH_WARM_UPS', 2, 1);
const port = Number(process.env.BENCH_PORT ?? 8796);
const baseUrl = `http://127.0.0.1:${port}`;

const answer = {
  lawyer_response:
    'Snatching a phone is an offence under the Bharatiya Nyaya Sanhita, 2023. Go to the police station and report it; the police must record your complaint, and you are entitled to a free copy of the FIR.',
  potential_charges: ['Snatching (BNS s.304)'],
  rights: ['A free copy of the FIR.'],
  next_steps: ['Report it at the nearest police station.', 'Block your SIM and ask the operator for a duplicate.'],
  citations: [{ act: 'Bharatiya Nyaya Sanhita, 2023', section: '304', title: 'Snatching' }],
};

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** The model server's own TTFT: a streamed request straight to it, until its first content chunk. */
async function modelTtft(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'q' }] }),
  });
  const reader = res.body!.getReader();
  let text = '';
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += Buffer.from(value).toString();
    if (!first && /"content":"[^"]/.test(text)) first = performance.now() - started;
  }
  return first;
}

/** One question through the product: ms to the first delta with text, and to the final status. */
function ask(client: Client, question: string): Promise<{ ttft: number; total: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    void fetch(`${baseUrl}/api/chat/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie },
      body: JSON.stringify({ user_message: question }),
    }).then(async (res) => {
      if (res.status !== 202) return reject(new Error(`POST /api/chat/answers answered ${res.status}: ${await res.text()}`));
      const { jobId } = (await res.json()) as { jobId: string };
      let ttft = 0;
      let buffer = '';
      http.get({ host: '127.0.0.1', port, path: `/api/jobs/${jobId}/events`, headers: { cookie: client.cookie }, agent: false }, (sse) => {
        sse.on('data', (c: Buffer) => {
          buffer += c.toString();
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!ttft && block.startsWith('event: delta') && data && ChatDeltaEventSchema.parse(JSON.parse(data)).text) ttft = performance.now() - started;
            if (block.startsWith('event: status') && /"state":"(completed|failed|cancelled)"/.test(block)) {
              if (!/"state":"completed"/.test(block)) return reject(new Error(`answer ended: ${data}`));
              sse.destroy();
              resolve({ ttft, total: performance.now() - started });
            }
          }
        });
      }).on('error', reject);
    }, reject);
  });
}

async function main() {
  const fake = await startFakeOpenAi();
  fake.setResponder(() => ({ json: answer, delayMs: FIRST_TOKEN_MS, chunkDelayMs: 5 }));
  const env = {
    MONGO_URL: process.env.MONGO_URL!.replace(/\/[^/]*$/, `/lexmitra_bench_chat_${process.pid}`),
    BULLMQ_PREFIX: `bcs${process.pid}`, PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'warn',
    OPENAI_API_KEY: '', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'bench-model',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_IP_RATE_LIMIT_PER_MINUTE: '100000', CHAT_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const children: RunningService[] = [];
  try {
    children.push(await spawnService(path.join(root, 'services/ai-worker'), /"queue":"chat".*"worker ready"/, { ...env, LOG_LEVEL: 'info' }, 60_000));
    children.push(await spawnService(path.join(root, 'bff'), async () => (await fetch(`${baseUrl}/api/health/live`)).status === 200, env, 60_000));
    const client = await signIn(baseUrl, 'bench-chat-stream');
    for (let i = 0; i < WARM_UPS; i++) await ask(client, `Warm-up question ${i}: someone snatched my phone`);
    const model: number[] = [];
    const bff: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < QUESTIONS; i++) {
      model.push(await modelTtft(fake.url));
      const r = await ask(client, `Question ${i}: someone snatched my phone on the road, what can I do?`);
      bff.push(r.ttft);
      total.push(r.total);
    }
    const m = quantile(model, 0.5);
    const b = quantile(bff, 0.5);
    const goal = 1.2 * m + 50;
    const f = (x: number) => x.toFixed(0).padStart(5);
    console.log(`chat-stream: ${QUESTIONS} questions, model first-token delay ${FIRST_TOKEN_MS} ms, load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    console.log('|                           | median | p90   | max   |');
    console.log('|---------------------------|--------|-------|-------|');
    console.log(`| model TTFT (ms)           | ${f(m)}  | ${f(quantile(model, 0.9))} | ${f(Math.max(...model))} |`);
    console.log(`| BFF TTFT (ms)             | ${f(b)}  | ${f(quantile(bff, 0.9))} | ${f(Math.max(...bff))} |`);
    console.log(`| whole answer via BFF (ms) | ${f(quantile(total, 0.5))}  | ${f(quantile(total, 0.9))} | ${f(Math.max(...total))} |`);
    console.log(`ratio BFF/model TTFT (median): ${(b / m).toFixed(2)}× (+${(b - m).toFixed(0)} ms); goal ≤ 1.2× + 50 ms = ${goal.toFixed(0)} ms: ${b <= goal ? 'met' : 'NOT met'}`);
    enforceGoal(b <= goal);
  } finally {
    for (const c of children.reverse()) await c.stop('SIGTERM');
    await fake.close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
