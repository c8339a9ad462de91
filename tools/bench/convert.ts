/**
 * Draft export benchmark (issue 8): a 20-page draft rendered to PDF and DOCX.
 *
 *   1. Generation inside the worker's code, in this process (targets: < 200 ms each).
 *   2. BFF→worker→BFF through BullMQ against the built convert-worker process and the dev stack's
 *      Redis: round trip minus the render time the worker reports = queue overhead (target p50 < 30 ms).
 *      Baseline in the same run: a health.ping job, the cheapest possible round trip.
 *   The file travels back base64 in the job result, as the BFF receives it.
 *   3. Issue 17: a 20-page Hindi draft (HarfBuzz-shaped Devanagari), in-process and on the worker:
 *      the worker's export time (render + round trip overhead) has a 300 ms budget; the ratio to the
 *      English draft of the same run is printed.
 *
 * Run with the dev stack up and the worker built: npm run bench:convert -w @lexmitra/tools
 * (BENCH_RUNS=25; BENCH_SMOKE=1: one run each, no warm-up)
 */
import '../jest/stack-env.js';
import { DraftConvertResult, JOBS, QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue, QueueEvents } from 'bullmq';
import path from 'node:path';
import { renderDraft } from '../../services/convert-worker/src/draft-convert.handler';
import { spawnService } from '../jest/spawn-service';
import { twentyPageDraft, twentyPageHindiDraft } from './drafts';
import { benchNumber } from './smoke';

const RUNS = benchNumber('BENCH_RUNS', 25, 1);
/** Unmeasured runs first, so the renderers and connections are warm. */
const WARM = benchNumber('BENCH_WARM', 3, 0);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => n.toFixed(1).padStart(7);
const line = (label: string, xs: number[], budget?: number) =>
  console.log(`${label.padEnd(50)} p50 ${fmt(pct(xs, 50))} ms  p95 ${fmt(pct(xs, 95))} ms${budget ? `  budget ${budget} ms  p50/budget ${(pct(xs, 50) / budget).toFixed(2)}` : ''}`);

async function main() {
  const draft = twentyPageDraft();
  const pages = (await renderDraft(draft, 'pdf')).pages;
  console.log(`draft: ${draft.length} characters, ${pages} PDF pages; ${RUNS} runs each\n`);
  if (pages !== 20) throw new Error(`the bench draft should be 20 pages, got ${pages}`);
  const hindi = twentyPageHindiDraft();
  const hindiPages = (await renderDraft(hindi, 'pdf')).pages;
  if (hindiPages !== 20) throw new Error(`the Hindi bench draft should be 20 pages, got ${hindiPages}`);

  // 1. Generation in-process (warm, as in a running worker).
  for (let i = 0; i < WARM; i++) await Promise.all([renderDraft(draft, 'pdf'), renderDraft(draft, 'docx')]);
  const gen: Record<'pdf' | 'docx', number[]> = { pdf: [], docx: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const t of ['pdf', 'docx'] as const) {
      const s = performance.now();
      await renderDraft(draft, t);
      gen[t].push(performance.now() - s);
    }
  }
  const genHindi: number[] = [];
  for (let i = 0; i < WARM; i++) await renderDraft(hindi, 'pdf');
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await renderDraft(hindi, 'pdf');
    genHindi.push(performance.now() - s);
  }
  console.log('1. generation (worker code, in-process)');
  line('   PDF (pdf-lib, DejaVu Sans subset)', gen.pdf, 200);
  line('   DOCX (docx)', gen.docx, 200);
  line('   Hindi PDF (HarfBuzz, Noto Devanagari subset)', genHindi, 300);
  console.log(`   Hindi/English PDF generation ratio ${(pct(genHindi, 50) / pct(gen.pdf, 50)).toFixed(2)}`);

  // 2. Through BullMQ and the real worker process.
  const prefix = `bench${process.pid}`;
  const worker = await spawnService(path.resolve(__dirname, '../../services/convert-worker'), /worker ready/, { BULLMQ_PREFIX: prefix, LOG_LEVEL: 'info', WORKER_CONCURRENCY: '1' });
  const connection = redisOptions(process.env.REDIS_URL!);
  const queue = new Queue(QUEUES.convert, { connection, prefix });
  const events = new QueueEvents(QUEUES.convert, { connection, prefix });
  try {
    await events.waitUntilReady();
    const roundTrip = async (name: string, data: object) => {
      const s = performance.now();
      const job = await queue.add(name, data, { removeOnComplete: { age: 300 } });
      const result = await job.waitUntilFinished(events, 30_000);
      return { ms: performance.now() - s, result };
    };
    const ping: number[] = [];
    const overhead: Record<'pdf' | 'docx', number[]> = { pdf: [], docx: [] };
    const render: Record<string, number[]> = { pdf: [], docx: [] };
    for (let i = 0; i < WARM; i++) await roundTrip(JOBS.draftConvert, { content: draft, fileType: 'pdf' });
    for (let i = 0; i < RUNS; i++) {
      ping.push((await roundTrip(JOBS.healthPing, { requestedAt: new Date().toISOString() })).ms);
      for (const fileType of ['pdf', 'docx'] as const) {
        const s = performance.now();
        const { result } = await roundTrip(JOBS.draftConvert, { content: draft, fileType });
        const r = result as DraftConvertResult;
        // What the BFF then does to hold the bytes: decode them.
        const bytes = Buffer.from(r.base64, 'base64');
        if (bytes.length !== r.size) throw new Error('size mismatch');
        overhead[fileType].push(performance.now() - s - r.renderMs);
        render[fileType].push(r.renderMs);
      }
    }
    console.log('\n2. BFF→worker→BFF through BullMQ (real worker process, dev-stack Redis)');
    line('   baseline: health.ping round trip', ping);
    line('   render time reported by the worker, PDF', render.pdf, 200);
    line('   render time reported by the worker, DOCX', render.docx, 200);
    line('   overhead (round trip − render), PDF', overhead.pdf, 30);
    line('   overhead (round trip − render), DOCX', overhead.docx, 30);
    for (const t of ['pdf', 'docx'] as const) console.log(`   ${t}: overhead/ping ratio ${(pct(overhead[t], 50) / pct(ping, 50)).toFixed(2)}`);

    // 3. The Hindi draft on the worker: export time = the whole round trip, as the BFF waits for it.
    const english: number[] = [];
    const hindiTrip: number[] = [];
    const hindiRender: number[] = [];
    for (let i = 0; i < WARM; i++) await roundTrip(JOBS.draftConvert, { content: hindi, fileType: 'pdf' });
    for (let i = 0; i < RUNS; i++) {
      english.push((await roundTrip(JOBS.draftConvert, { content: draft, fileType: 'pdf' })).ms);
      const { ms, result } = await roundTrip(JOBS.draftConvert, { content: hindi, fileType: 'pdf' });
      if ((result as DraftConvertResult).pages !== 20) throw new Error('the worker did not render 20 Hindi pages');
      hindiTrip.push(ms);
      hindiRender.push((result as DraftConvertResult).renderMs);
    }
    console.log('\n3. 20-page Hindi draft to PDF on the worker (issue 17)');
    line('   render time reported by the worker, Hindi PDF', hindiRender, 300);
    line('   export time (BFF→worker→BFF), Hindi PDF', hindiTrip, 300);
    line('   export time (BFF→worker→BFF), English PDF', english);
    console.log(`   Hindi/English export time ratio ${(pct(hindiTrip, 50) / pct(english, 50)).toFixed(2)}`);
  } finally {
    await events.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await worker.stop('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
