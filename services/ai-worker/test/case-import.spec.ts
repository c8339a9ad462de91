/**
 * The dataset importer end to end on the real stack: fixture years in the published layout
 * (tools/fixtures/case-dataset.ts) are planned, queued and processed by case-import workers, with
 * PDFs read by libs/documents (OCR included), kept in MinIO and stored in MongoDB. A second run
 * changes nothing; a run whose worker dies halfway completes on restart with nothing doubled.
 */
import { ImportProgress, pdfKeyOf, processCaseImportJob, runDatasetImport } from '@lexmitra/caselaw';
import { CaseImportJobSchema, JOBS, QUEUES } from '@lexmitra/contracts';
import { CaseImportsRepository, CasesRepository } from '@lexmitra/data';
import { redisOptions, startQueueWorker } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import type { Job, Worker } from 'bullmq';
import mongoose, { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { writeCaseDataset } from '../../../tools/fixtures/case-dataset';
import { requireStack } from '../../../tools/jest/require-stack';
import { extractJudgmentText } from '../src/cases/extract-judgment';

jest.setTimeout(240_000);

const stack = requireStack();
const logger = pino({ level: 'silent' });
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });

interface Env {
  connection: Connection;
  cases: CasesRepository;
  imports: CaseImportsRepository;
  prefix: string;
  workers: Worker[];
  extractions: number;
}

async function environment(): Promise<Env> {
  const database = `case_import_${randomUUID().slice(0, 8)}`;
  const connection = await mongoose.createConnection(stack.mongoUrl.replace(/\/[^/]*$/, `/${database}`)).asPromise();
  const cases = new CasesRepository(connection);
  await cases.ensureIndexes();
  const imports = new CaseImportsRepository(connection);
  await imports.ensureIndexes();
  return { connection, cases, imports, prefix: `ci-${randomUUID().slice(0, 8)}`, workers: [], extractions: 0 };
}

/** A case-import worker as ai-worker runs it; `extract` may be replaced to stall it. */
function startWorker(env: Env, extract = extractJudgmentText): Worker {
  const worker = startQueueWorker({
    queue: QUEUES.caseImport,
    logger,
    redisUrl: stack.redisUrl,
    prefix: env.prefix,
    concurrency: 1,
    lockMs: 4000,
    handlers: {
      [JOBS.caseImportBatch]: (job: Job) =>
        processCaseImportJob(CaseImportJobSchema.parse(job.data), {
          cases: env.cases,
          imports: env.imports,
          putPdf: async (key, pdf) => {
            await store.put(`${env.prefix}/${key}`, pdf, 'application/pdf', pdf.length);
          },
          extract: (pdf, lang) => {
            env.extractions++;
            return extract(pdf, lang);
          },
        }),
    },
  });
  env.workers.push(worker);
  return worker;
}

const runImport = (env: Env, root: string, extra: { timeoutMs?: number; onProgress?: (p: ImportProgress) => void } = {}) => {
  const { host, port, password, username, db } = redisOptions(stack.redisUrl);
  return runDatasetImport(root, { imports: env.imports, connection: { host, port, password, username, db }, prefix: env.prefix, pollMs: 200, batchSize: 2, ...extra });
};

async function close(env: Env): Promise<void> {
  for (const w of env.workers) await w.close(true).catch(() => undefined);
  await env.connection.dropDatabase().catch(() => undefined);
  await env.connection.close();
}

describe('case import from the published dataset layout', () => {
  let root: string;
  let env: Env;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'case-dataset-'));
    await writeCaseDataset(root);
    env = await environment();
    startWorker(env);
    startWorker(env);
  });

  afterAll(async () => {
    await close(env);
    await fs.rm(root, { recursive: true, force: true });
  });

  it('imports born-digital, scanned and Hindi judgments, rejects the corrupt and the misdated one, and counts the repeated one as already imported', async () => {
    const progress: ImportProgress[] = [];
    const report = await runImport(env, root, { onProgress: (p) => progress.push(p) });
    expect(report.complete).toBe(true);
    expect(report.years).toEqual([2022, 2023]);
    expect({ imported: report.imported, updated: report.updated, unchanged: report.unchanged }).toEqual({ imported: 5, updated: 0, unchanged: 1 });
    expect(report.rejected.map((r) => [r.file, r.reason.replace(/ \(.*\)$/, '')])).toEqual([
      ['2022/2022_9_120_125_EN.pdf', 'corrupt PDF'],
      ['2022/2022_9_130_131', 'bad date'],
    ]);
    expect(progress.at(-1)).toMatchObject({ done: 8, total: 8 });

    const scanned = await env.cases.findById('sci-2022_9_111_118');
    expect(scanned?.text).toMatch(/textile licence/i);
    expect(scanned?.languages?.[0]).toMatchObject({ lang: 'en', ocr: true });

    const bilingual = await env.cases.findById('sci-2023_9_201_215');
    expect(bilingual).toMatchObject({ date: '2023-02-10', disposal: 'Appeal Dismissed', neutral_citation: '2023 INSC 9902', source: { dataset: 'indian-supreme-court-judgments', licence: 'CC-BY-4.0', year: 2023 } });
    expect(bilingual?.cites).toContain('2022 INSC 9901');
    const hindi = bilingual?.languages?.find((l) => l.lang === 'hi');
    expect(hindi?.text).toMatch(/अपील/);
    expect(await store.exists(`${env.prefix}/${pdfKeyOf('sci-2023_9_201_215', 'hi')}`)).toBe(true);

    const first = await env.cases.findById('sci-2022_9_101_110');
    expect(first).toMatchObject({ date: '2022-03-14', judges: ['A. FIXTURE', 'B. SAMPLE'], source: { year: 2022 } });
    expect(first?.cites).toContain('(2014) 8 SCC 273');
    expect(await env.cases.count()).toBe(4);
  });

  it('changes nothing and extracts no stored judgment again when run again', async () => {
    const before = env.extractions;
    const version = await env.cases.version();
    const report = await runImport(env, root);
    expect(report.pass).toBe(2);
    expect({ imported: report.imported, updated: report.updated, unchanged: report.unchanged, rejected: report.rejected.length }).toEqual({ imported: 0, updated: 0, unchanged: 6, rejected: 2 });
    // Only the corrupt file is read again: a rejected file has no stored case to compare with.
    expect(env.extractions - before).toBe(1);
    expect(await env.cases.version()).toBe(version);
    expect(await env.cases.count()).toBe(4);
  });
});

describe('an import killed halfway', () => {
  it('completes on restart with nothing doubled', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'case-dataset-'));
    await writeCaseDataset(root);
    const env = await environment();
    try {
      // The first worker reads two files, then hangs on the third as a killed process would.
      let reads = 0;
      const hung = startWorker(env, (pdf, lang) => (++reads <= 2 ? extractJudgmentText(pdf, lang) : new Promise(() => undefined)));
      const cut = await runImport(env, root, { timeoutMs: 6000 });
      expect(cut.complete).toBe(false);
      expect(cut.done).toBeLessThan(cut.total);
      await hung.close(true);

      startWorker(env);
      const report = await runImport(env, root);
      expect(report.complete).toBe(true);
      expect(report.pass).toBe(cut.pass);
      expect(report.done).toBe(8);
      expect(report.imported + report.updated + report.unchanged).toBe(6);
      expect(report.rejected).toHaveLength(2);
      expect(await env.cases.count()).toBe(4);
      expect(await env.connection.collection('case_import_items').countDocuments()).toBe(8);
    } finally {
      await close(env);
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
