/**
 * `npm run bench:case-import -w tools`: judgments per second through the dataset importer, end to
 * end from a year's archive to a searchable index: plan (parquet + index), queue, workers (tar
 * stream, libs/documents extraction with OCR for scans, MinIO, MongoDB), then an index build from
 * the stored cases. Runs born-digital and scanned years with one and two workers (each a BullMQ
 * worker of concurrency 1, as one ai-worker slot). Bounded: BENCH_BORN (default 120) and
 * BENCH_SCANNED (default 8) judgments per run (BENCH_SMOKE=1: 4 and 1). Needs the dev stack
 * (`npm run stack:up`); installs the OCR and scan-typesetting tools when missing (as root).
 */
import { processCaseImportJob, runDatasetImport } from '@lexmitra/caselaw';
import { CaseImportJobSchema, JOBS, QUEUES } from '@lexmitra/contracts';
import { CaseImportsRepository, CasesRepository } from '@lexmitra/data';
import { checkPdfStreams, extractDocument } from '@lexmitra/documents';
import { redisOptions, startQueueWorker } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import type { Job, Worker } from 'bullmq';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { CaseIndex } from '../../services/search-service/src/index/case-index';
import { FixtureJudgment, writeYear } from '../fixtures/case-dataset';
import { makePdf } from '../fixtures/documents';
import { ensureSystemPackages } from '../devstack/system-packages';
import { cpuMs } from './proc-stats';
import { benchNumber, stackServerPid } from './smoke';

// The stack's variables, as jest reads them (the running stack's stack.env).
require('../jest/stack-env.js');
const { MONGO_URL, REDIS_URL, S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY } = process.env;
if (!MONGO_URL || !REDIS_URL || !S3_ENDPOINT) {
  console.error('bench:case-import needs the dev stack: npm run stack:up');
  process.exit(2);
}
/** The stack's servers by name, from the pid files stack:up writes: their CPU counts against the import too. */
const servers = Object.fromEntries(
  ['mongodb', 'minio', 'redis'].map((name) => [name, stackServerPid(name) ?? NaN]),
);
/** CPU ms so far: this process, its waited-for children (poppler, tesseract), and each server. */
function cpuNow(): Record<string, number> {
  const own = process.cpuUsage();
  const stat = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return {
    bench: (own.user + own.system) / 1000,
    extractors: ((Number(stat[13]) + Number(stat[14])) * 1000) / 100,
    ...Object.fromEntries(Object.entries(servers).map(([name, pid]) => [name, cpuMs(pid)])),
  };
}

const BORN = benchNumber('BENCH_BORN', 120, 4);
const SCANNED = benchNumber('BENCH_SCANNED', 8, 1);

/** Judgments of realistic length: about 30 paragraphs on 4-5 pages, each citing a seed judgment. */
function judgments(n: number, kind: 'born-digital' | 'scanned', tag: string): FixtureJudgment[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `2024_${tag}_${i + 1}_${i + 7}`,
    title: `Bench Petitioner ${tag}${i} v. Bench Respondent ${i} (synthetic)`,
    petitioner: `Bench Petitioner ${tag}${i}`,
    respondent: `Bench Respondent ${i}`,
    date: `${String((i % 28) + 1).padStart(2, '0')}-0${(i % 9) + 1}-2024`,
    judge: "HON'BLE MR. JUSTICE A. FIXTURE",
    disposal: i % 2 ? 'Dismissed' : 'Allowed',
    kind,
    perPage: 7,
    paragraphs: Array.from({ length: kind === 'scanned' ? 6 : 30 }, (_, p) =>
      `${p + 1}. The complaint under Section 138 of the Negotiable Instruments Act concerned cheque number ${i * 100 + p}; the presumption of a legally enforceable debt was considered as in (2010) 11 SCC 441, and the delay in filing was examined on the facts recorded by the trial court in paragraph ${p}.`),
  }));
}

async function runOnce(label: string, kind: 'born-digital' | 'scanned', n: number, workers: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cases-'));
  const database = `bench_cases_${randomUUID().slice(0, 8)}`;
  const connection = await mongoose.createConnection(MONGO_URL!.replace(/\/[^/]*$/, `/${database}`)).asPromise();
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  const store = new ObjectStore({ endpoint: S3_ENDPOINT!, accessKey: S3_ACCESS_KEY!, secretKey: S3_SECRET_KEY!, bucket: 'lexmitra-test' });
  const running: Worker[] = [];
  try {
    await writeYear(dir, 2024, judgments(n, kind, label.replace(/\W/g, '')));
    const cases = new CasesRepository(connection);
    await cases.ensureIndexes();
    const imports = new CaseImportsRepository(connection);
    await imports.ensureIndexes();
    const logger = pino({ level: 'silent' });
    for (let w = 0; w < workers; w++) {
      running.push(
        startQueueWorker({
          queue: QUEUES.caseImport, logger, redisUrl: REDIS_URL!, prefix, concurrency: 1, lockMs: 120_000,
          handlers: {
            [JOBS.caseImportBatch]: (job: Job) =>
              processCaseImportJob(CaseImportJobSchema.parse(job.data), {
                cases, imports,
                putPdf: async (key, pdf) => void (await store.put(`${prefix}/${key}`, pdf, 'application/pdf', pdf.length)),
                extract: async (pdf, lang) => {
                  const doc = await extractDocument(pdf, { language: lang });
                  return { paragraphs: doc.pages.flatMap((p) => p.paragraphs), pages: doc.pages.length, ocr: doc.pages.some((p) => p.ocr) };
                },
              }),
          },
        }),
      );
    }
    const { host, port, password, username, db } = redisOptions(REDIS_URL!);
    const t0 = performance.now();
    const cpu0 = cpuNow();
    const load0 = os.loadavg()[0];
    const report = await runDatasetImport(dir, { imports, connection: { host, port, password, username, db }, prefix, pollMs: Number(process.env.BENCH_POLL_MS ?? 100), batchSize: 10, timeoutMs: 10 * 60_000 });
    // Searchable: the index a search-service replica builds from the stored cases.
    const index = new CaseIndex();
    for await (const doc of cases.streamAll()) index.upsert({ ...doc, parties: doc.parties ?? [], tags: doc.tags ?? [] });
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = cpuNow();
    const found = index.query({ query: `Bench Petitioner ${label.replace(/\W/g, '')}0`, page: 1, pageSize: 1 }).total ?? 0;
    console.log(
      `${label.padEnd(26)} ${String(report.imported).padStart(4)} judgments in ${seconds.toFixed(1).padStart(6)} s = ${(report.imported / seconds).toFixed(report.imported / seconds < 1 ? 2 : 1).padStart(5)} judgments/s` +
        `${report.rejected.length ? `, ${report.rejected.length} rejected` : ''}${found ? '' : ' (NOT searchable)'} (load ${load0.toFixed(1)}→${os.loadavg()[0].toFixed(1)})`,
    );
    // CPU per judgment, wherever it was spent: on an otherwise idle machine the cores divided by the
    // total is the rate this work can reach (the figure a loaded, shared machine cannot show directly).
    const per = Object.fromEntries(Object.keys(cpu1).map((k) => [k, (cpu1[k] - cpu0[k]) / Math.max(1, report.imported)]));
    const total = Object.values(per).filter((v) => !Number.isNaN(v)).reduce((a, b) => a + b, 0);
    let idle: number;
    console.log(
      `${''.padEnd(26)} CPU per judgment ${total.toFixed(0)} ms (${Object.entries(per).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}); ` +
        `${os.cpus().length} idle cores would do ${(idle = (os.cpus().length * 1000) / total).toFixed(idle < 1 ? 2 : 0)} judgments/s`,
    );
  } finally {
    for (const w of running) await w.close(true).catch(() => undefined);
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The floor under the end-to-end figure: one born-digital fixture PDF extracted 40 times alone, in
 * CPU ms per PDF: pdftotext's own (the children's time), this process's (stream check, the
 * sandboxed spawn, paragraphs) and the stream check alone. Spawning from a large process costs more
 * (the fork copies its page tables), so this process's RSS is printed with it.
 */
async function floor(): Promise<void> {
  const [j] = judgments(1, 'born-digital', 'floor');
  const all = [j.title, ...j.paragraphs];
  const pdf = await makePdf(Array.from({ length: Math.ceil(all.length / 7) }, (_, i) => all.slice(i * 7, (i + 1) * 7)));
  const N = 40;
  const child0 = cpuNow().extractors;
  const own0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await extractDocument(pdf, { language: 'en' });
  const own = process.cpuUsage(own0);
  const children = (cpuNow().extractors - child0) / N;
  const main = (own.user + own.system) / 1000 / N;
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await checkPdfStreams(pdf, 64 * 1024 * 1024);
  const c = process.cpuUsage(c0);
  console.log(
    `floor, one ${pdf.length} B 5-page PDF alone: extraction ${(main + children).toFixed(1)} ms CPU (this process ${main.toFixed(1)} incl. spawn and stream check ${((c.user + c.system) / 1000 / N).toFixed(1)}; ` +
      `pdftotext ${children.toFixed(1)}), this process's RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
}

/** BENCH_ONLY=born or scanned runs one kind. */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  ensureSystemPackages(only === 'born' ? ['documentTools'] : ['documentTools', 'scanFixtures', 'exportFonts']);
  console.log(`case import, end to end (archive → searchable), ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; born-digital ${BORN}, scanned ${SCANNED} per run`);
  if (only !== 'scanned') {
    await runOnce('born-digital, 1 worker', 'born-digital', BORN, 1);
    await runOnce('born-digital, 2 workers', 'born-digital', BORN, 2);
  }
  if (only !== 'born') {
    await runOnce('scanned, 1 worker', 'scanned', SCANNED, 1);
    await runOnce('scanned, 2 workers', 'scanned', SCANNED, 2);
  }
  await floor();
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err);
    process.exit(1);
  },
);
