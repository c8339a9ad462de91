/**
 * The importer on a folder built like the real Supreme Court dataset (tools/fixtures/sc-dataset-quirks.ts:
 * all-string metadata, neutral citations without spaces, cut benches, language codes, a judgment in
 * two years, part tars without an index, judgments the seed corpus holds), end to end on the stack:
 * it imports with nothing rejected twice over, the second run changing nothing, and each quirk is read
 * right. (Both search engines finding them by their citations: search-service test/real-citations.spec.ts.)
 */
import { processCaseImportJob, runDatasetImport } from '@lexmitra/caselaw';
import { CaseImportJobSchema, CaseRecordSchema, JOBS, QUEUES } from '@lexmitra/contracts';
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
import { writeQuirkDataset } from '../../../tools/fixtures/sc-dataset-quirks';
import { requireStack } from '../../../tools/jest/require-stack';
import { extractJudgmentText } from '../src/cases/extract-judgment';

jest.setTimeout(240_000);

const stack = requireStack();
const store = new ObjectStore({ endpoint: stack.s3Endpoint, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY!, bucket: 'lexmitra-test' });
const SEEDED = ['sc-1980-gurbaksh-singh-sibbia', 'sc-2010-rangappa'];

describe('a folder built like the real Supreme Court dataset', () => {
  let connection: Connection;
  let cases: CasesRepository;
  let imports: CaseImportsRepository;
  let root: string;
  const workers: Worker[] = [];
  const prefix = `cr-${randomUUID().slice(0, 8)}`;

  const run = () => {
    const { host, port, password, username, db } = redisOptions(stack.redisUrl);
    return runDatasetImport(root, { imports, connection: { host, port, password, username, db }, prefix, pollMs: 200, batchSize: 2 });
  };

  beforeAll(async () => {
    connection = await mongoose.createConnection(stack.mongoUrl.replace(/\/[^/]*$/, `/case_real_${randomUUID().slice(0, 8)}`)).asPromise();
    cases = new CasesRepository(connection);
    await cases.ensureIndexes();
    imports = new CaseImportsRepository(connection);
    await imports.ensureIndexes();
    // The seed's own records of the two judgments the folder also holds.
    const seedFile = path.resolve(__dirname, '../../search-service/data/seed-cases.jsonl');
    const seed = (await fs.readFile(seedFile, 'utf8')).split('\n').filter((l) => SEEDED.some((id) => l.includes(`"${id}"`))).map((l) => CaseRecordSchema.parse(JSON.parse(l)));
    expect(seed).toHaveLength(2);
    await cases.upsertMany(seed);
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-real-'));
    await writeQuirkDataset(root);
    for (let i = 0; i < 2; i++) {
      workers.push(
        startQueueWorker({
          queue: QUEUES.caseImport, logger: pino({ level: 'silent' }), redisUrl: stack.redisUrl, prefix, concurrency: 1, lockMs: 30_000,
          handlers: {
            [JOBS.caseImportBatch]: (job: Job) =>
              processCaseImportJob(CaseImportJobSchema.parse(job.data), {
                cases, imports, extract: extractJudgmentText,
                putPdf: async (key, pdf) => void (await store.put(`${prefix}/${key}`, pdf, 'application/pdf', pdf.length)),
              }),
          },
        }),
      );
    }
  });

  afterAll(async () => {
    for (const w of workers) await w.close(true).catch(() => undefined);
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('imports with nothing rejected: the judgment listed in two years is "already imported", the part without an index is read', async () => {
    const report = await run();
    expect(report.complete).toBe(true);
    expect(report.rejected).toEqual([]);
    // Sibbia and Rangappa enrich their seeded records (updated); Eta, Zeta and Iota are new; Rangappa's Hindi is added.
    expect({ imported: report.imported, updated: report.updated, unchanged: report.unchanged }).toEqual({ imported: 4, updated: 2, unchanged: 1 });
    // One record per judgment: the two seeded ones were enriched, not doubled.
    expect(await cases.count()).toBe(5);
  });

  it('reads each quirk right', async () => {
    const sibbia = await cases.findById('sc-1980-gurbaksh-singh-sibbia');
    expect(sibbia).toMatchObject({ title: 'Gurbaksh Singh Sibbia v. State of Punjab', citation: '(1980) 2 SCC 565; [1980] 3 SCR 383', source: { path: '1980_3_383_430', year: 1980 } });
    expect(sibbia?.description).toMatch(/^Punjab ministers/);
    expect(sibbia?.text).toMatch(/section 438/);
    // The whole bench from raw_html, though the judge column stopped at the author.
    expect(sibbia?.judges).toEqual(['Y.V. CHANDRACHUD', 'P.N. BHAGWATI', 'N.L. UNTWALIA', 'R.S. PATHAK', 'O. CHINNAPPA REDDY']);
    expect(sibbia?.author_judge).toBe('Y.V. CHANDRACHUD');
    expect(sibbia?.citations).toEqual(expect.arrayContaining(['(1980) 2 SCC 565', '[1980] 3 SCR 383']));
    expect(await cases.findById('sci-1980_3_383_430')).toBeNull();

    const eta = await cases.findById('sci-1980_9_900_905');
    expect(eta).toMatchObject({ title: 'Eta Estates v. State of Theta & Anr.', cause_title: 'ETA ESTATES versus STATE OF THETA & ANR.', neutral_citation: '1980 INSC 9905', case_no: 'Criminal Appeal No. 905 of 1980' });
    expect(eta?.judges).toEqual(['C. EXAMPLE', 'J. FIXTURE', 'K. SAMPLE']);
    // No description in the metadata: the judgment's own opening, not its cause title.
    expect(eta?.description).toMatch(/^SYNTHETIC FIXTURE TEXT\. The appellant was refused anticipatory bail/);
    expect(eta?.cites).toEqual(expect.arrayContaining(['(1980) 2 SCC 565', 'AIR 1980 SC 1632', '[1980] 3 SCR 383']));

    const rangappa = await cases.findById('sc-2010-rangappa');
    expect(rangappa).toMatchObject({ neutral_citation: '2010 INSC 9373', case_no: 'Criminal Appeal No. 1020 of 2010', source: { path: '2010_5_1_14' } });
    expect(rangappa?.judges).toEqual(['K.G. BALAKRISHNAN', 'P. SATHASIVAM', 'J.M. PANCHAL']);
    expect(rangappa?.languages?.map((l) => l.lang).sort()).toEqual(['en', 'hi']);
    expect(rangappa?.languages?.find((l) => l.lang === 'hi')?.pdfKey).toBe('cases/sc-2010-rangappa/hi.pdf');

    const zeta = await cases.findById('sci-1980_2_292_297');
    expect(zeta).toMatchObject({ title: 'M/s. Zeta Enterprises v. Union of India', neutral_citation: '1979 INSC 9297', source: { year: 1979 } });
    expect(await cases.findById('sci-2010_9_950_955')).toMatchObject({ judges: ['A. FIXTURE', 'J. SAMPLE'] });

    // "Cited by" counts the imported judgments' links to the one record: the old form and the neutral citation without spaces.
    expect((await cases.citing(sibbia!.citations!)).map((c) => c.case_id)).toEqual(['sci-1980_9_900_905']);
    expect((await cases.citing(rangappa!.citations!)).map((c) => c.case_id)).toEqual(['sci-2010_9_950_955']);
  });

  it('changes nothing when run again', async () => {
    const version = await cases.version();
    const report = await run();
    expect(report.complete).toBe(true);
    expect(report.rejected).toEqual([]);
    expect({ imported: report.imported, updated: report.updated, unchanged: report.unchanged }).toEqual({ imported: 0, updated: 0, unchanged: 7 });
    expect(await cases.version()).toBe(version);
    expect(await cases.count()).toBe(5);
  });
});
