/**
 * The importer on the two other published layouts, end to end on the real stack: a High Court
 * bench's year (metadata/parquet/year=/court=/bench=, a gzipped pdfs.tar) and a Supreme Court year
 * in the older zip layout (data/zip/year=/english/english.zip + part-*.zip, regional.zip), both
 * written by tools/fixtures/case-dataset.ts in exactly that shape.
 */
import { pdfKeyOf, processCaseImportJob, runDatasetImport } from '@lexmitra/caselaw';
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
import { FixtureHcJudgment, writeHighCourtBench, writeZipYear } from '../../../tools/fixtures/case-dataset';
import { requireStack } from '../../../tools/jest/require-stack';
import { extractJudgmentText } from '../src/cases/extract-judgment';

jest.setTimeout(240_000);

const stack = requireStack();
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });

const HC: FixtureHcJudgment[] = [
  {
    cnr: 'HCFX010001232023', order: 1, decided: new Date('2024-03-12T00:00:00Z'), title: 'Rho Transport vs State of Fixture (synthetic fixture)',
    description: 'WP/123/2023', judge: "HON'BLE MR. JUSTICE D. FIXTURE", disposal: 'Disposed', kind: 'born-digital',
    paragraphs: ['1. The petitioner challenged the cancellation of a stage carriage permit without a hearing.', '2. The order is set aside and the authority shall hear the petitioner afresh.'],
  },
  {
    cnr: 'HCFX010004562022', order: 2, decided: new Date('2024-07-01T00:00:00Z'), title: 'Sigma vs Tau (synthetic fixture)',
    description: 'CRA/456/2022', judge: "HON'BLE MRS. JUSTICE E. SAMPLE", disposal: 'Dismissed', kind: 'born-digital',
    paragraphs: ['1. An appeal against conviction under Section 138 of the Negotiable Instruments Act.', '2. The appeal is dismissed.'],
  },
  {
    cnr: 'HCFX010007892021', order: 1, decided: null, title: 'Upsilon vs Phi (synthetic fixture)',
    description: 'FA/789/2021', judge: "HON'BLE MR. JUSTICE D. FIXTURE", disposal: 'Allowed', kind: 'born-digital', paragraphs: ['1. A row whose decision date eCourts did not give.'],
  },
];

interface Env {
  connection: Connection;
  cases: CasesRepository;
  imports: CaseImportsRepository;
  prefix: string;
  workers: Worker[];
}

async function environment(): Promise<Env> {
  const connection = await mongoose.createConnection(stack.mongoUrl.replace(/\/[^/]*$/, `/case_layouts_${randomUUID().slice(0, 8)}`)).asPromise();
  const cases = new CasesRepository(connection);
  await cases.ensureIndexes();
  const imports = new CaseImportsRepository(connection);
  await imports.ensureIndexes();
  const env: Env = { connection, cases, imports, prefix: `cl-${randomUUID().slice(0, 8)}`, workers: [] };
  for (let i = 0; i < 2; i++) {
    env.workers.push(
      startQueueWorker({
        queue: QUEUES.caseImport, logger: pino({ level: 'silent' }), redisUrl: stack.redisUrl, prefix: env.prefix, concurrency: 1, lockMs: 30_000,
        handlers: {
          [JOBS.caseImportBatch]: (job: Job) =>
            processCaseImportJob(CaseImportJobSchema.parse(job.data), {
              cases, imports, extract: extractJudgmentText,
              putPdf: async (key, pdf) => void (await store.put(`${env.prefix}/${key}`, pdf, 'application/pdf', pdf.length)),
            }),
        },
      }),
    );
  }
  return env;
}

const runImport = (env: Env, root: string) => {
  const { host, port, password, username, db } = redisOptions(stack.redisUrl);
  return runDatasetImport(root, { imports: env.imports, connection: { host, port, password, username, db }, prefix: env.prefix, pollMs: 200, batchSize: 2 });
};

describe('dataset layouts beyond the Supreme Court tar release', () => {
  let env: Env;
  const roots: string[] = [];

  beforeAll(async () => {
    env = await environment();
  });

  afterAll(async () => {
    for (const w of env.workers) await w.close(true).catch(() => undefined);
    await env.connection.dropDatabase().catch(() => undefined);
    await env.connection.close();
    for (const r of roots) await fs.rm(r, { recursive: true, force: true });
  });

  it('imports a High Court bench year from its gzipped pdfs.tar, rejects the undated row, and changes nothing the second time', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'hc-dataset-'));
    roots.push(root);
    await writeHighCourtBench(root, 2024, '27_1', 'hcfxdb', HC);
    const report = await runImport(env, root);
    expect(report.complete).toBe(true);
    expect(report.years).toEqual([2024]);
    expect({ imported: report.imported, updated: report.updated, unchanged: report.unchanged }).toEqual({ imported: 2, updated: 0, unchanged: 0 });
    expect(report.rejected.map((r) => [r.file, r.reason])).toEqual([['2024/HCFX010007892021_1_unknown.pdf', 'bad date']]);

    const permit = await env.cases.findById('hc-HCFX010001232023_1_2024-03-12');
    expect(permit).toMatchObject({
      title: 'Rho Transport vs State of Fixture (synthetic fixture)', court: 'High Court of Fixture State (synthetic)', date: '2024-03-12',
      cnr: 'HCFX010001232023', judges: ['D. FIXTURE'], disposal: 'Disposed', parties: ['Rho Transport', 'State of Fixture (synthetic fixture)'],
      source: { dataset: 'indian-high-court-judgments', licence: 'CC-BY-4.0', path: 'HCFX010001232023_1_2024-03-12', year: 2024 },
    });
    expect(permit?.text).toMatch(/stage carriage permit/);
    expect(await store.exists(`${env.prefix}/${pdfKeyOf('hc-HCFX010001232023_1_2024-03-12', 'en')}`)).toBe(true);

    const again = await runImport(env, root);
    expect({ imported: again.imported, updated: again.updated, unchanged: again.unchanged, rejected: again.rejected.length }).toEqual({ imported: 0, updated: 0, unchanged: 2, rejected: 1 });
  });

  it('imports a Supreme Court year from the older zip release, both parts and the regional zip', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-zip-dataset-'));
    roots.push(root);
    await writeZipYear(root, 2019, [
      {
        path: '2019_5_10_20', title: 'Chi Estates v. Psi Municipal Council (synthetic fixture)', petitioner: 'Chi Estates', respondent: 'Psi Municipal Council',
        date: '08-04-2019', judge: "HON'BLE MR. JUSTICE F. FIXTURE", disposal: 'Appeal Allowed', kind: 'born-digital',
        paragraphs: ['1. The council levied a betterment charge without notice to the owner.', '2. The appeal is allowed.'],
        hindi: 'परिषद ने स्वामी को सूचना दिए बिना शुल्क लगाया। अपील स्वीकार की जाती है।',
      },
      {
        path: '2019_5_30_41', title: 'Omega Mills v. Alpha Workers Union (synthetic fixture)', petitioner: 'Omega Mills', respondent: 'Alpha Workers Union',
        date: '2019-11-22', judge: "HON'BLE MRS. JUSTICE G. SAMPLE", disposal: 'Dismissed', kind: 'born-digital',
        paragraphs: ['1. A dispute over retrenchment compensation was referred to the labour court.', '2. The appeal is dismissed.'],
      },
    ]);
    const report = await runImport(env, root);
    expect(report.complete).toBe(true);
    expect({ imported: report.imported, updated: report.updated, unchanged: report.unchanged, rejected: report.rejected }).toEqual({ imported: 3, updated: 0, unchanged: 0, rejected: [] });

    const second = await env.cases.findById('sci-2019_5_30_41');
    expect(second).toMatchObject({ date: '2019-11-22', court: 'Supreme Court of India', source: { dataset: 'indian-supreme-court-judgments', year: 2019 } });
    expect(second?.text).toMatch(/retrenchment compensation/);
    const bilingual = await env.cases.findById('sci-2019_5_10_20');
    expect(bilingual?.text).toMatch(/betterment charge/);
    expect(bilingual?.languages?.find((l) => l.lang === 'hi')?.text).toMatch(/अपील/);
    expect(await store.exists(`${env.prefix}/${pdfKeyOf('sci-2019_5_10_20', 'hi')}`)).toBe(true);
  });
});
