import { QUEUES } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue } from 'bullmq';
import mongoose, { Connection } from 'mongoose';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireStack } from '../../../tools/jest/require-stack';
import { CasesRepository } from '@lexmitra/data';
import { runImportCli } from '../src/corpus/import-cli';
import { importCasesFile } from '../src/corpus/importer';
import { FIXTURE_YEARS, writeYear } from '../../../tools/fixtures/case-dataset';

const good = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ case_id: id, title: `${id} v. State`, court: 'Supreme Court of India', date: '2001-02-03', description: 'A test judgment.', ...extra });

describe('case importer (real MongoDB)', () => {
  const stack = requireStack();
  const mongoUrl = stack.mongoUrl.replace(/\/[^/]*$/, `/lexmitra_cases_import_${process.pid}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cases-import-'));
  let connection: Connection;
  let repo: CasesRepository;

  beforeAll(async () => {
    connection = await mongoose.createConnection(mongoUrl, { serverSelectionTimeoutMS: 5000 }).asPromise();
    repo = new CasesRepository(connection);
    await repo.ensureIndexes();
  });

  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('imports the good rows of a JSONL file and reports each bad row with its line and reason', async () => {
    const file = write('mixed.jsonl', [
      good('t-1'),
      '{not json',
      good('t-2', { date: '2001-02-30' }),
      good('t-3', { court: '' }),
      '',
      good('t-1', { title: 'Other' }),
      JSON.stringify({ title: 'No id', court: 'X', date: '2001-01-01', description: 'd' }),
      good('t-4', { citation: '(2001) 1 SCC 1', parties: ['Alpha', 'Beta'], tags: ['doctrine'] }),
    ].join('\n'));
    const report = await importCasesFile(file, repo);
    expect(report).toMatchObject({ rows: 7, accepted: 2, inserted: 2, updated: 0, unchanged: 0 });
    expect(report.rejected).toEqual([
      { line: 2, reason: 'not valid JSON' },
      { line: 3, case_id: 't-2', reason: 'date is not a real calendar date' },
      { line: 4, case_id: 't-3', reason: 'court is required' },
      { line: 6, case_id: 't-1', reason: 'duplicate case_id (first on line 1)' },
      { line: 7, case_id: undefined, reason: expect.stringMatching(/^case_id: /) },
    ]);
    const stored = await repo.findByIds(['t-1', 't-4']);
    expect(stored.find((c) => c.case_id === 't-4')).toMatchObject({ parties: ['Alpha', 'Beta'], citation: '(2001) 1 SCC 1', tags: ['doctrine'] });
    expect(stored.find((c) => c.case_id === 't-1')?.parties).toEqual(['t-1', 'State']);
  });

  it('is idempotent by case_id: the same file again changes nothing, an edited row updates', async () => {
    const file = write('again.jsonl', [good('t-1'), good('t-4', { citation: '(2001) 1 SCC 1', parties: ['Alpha', 'Beta'], tags: ['doctrine'] })].join('\n'));
    const before = await repo.version();
    expect(await importCasesFile(file, repo)).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await repo.version()).toBe(before);
    const edited = write('edited.jsonl', good('t-4', { description: 'Changed.' }));
    expect(await importCasesFile(edited, repo)).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, changedIds: ['t-4'] });
    // The corpus version moves with every write, which is what replicas compare.
    expect(Number(await repo.version())).toBe(Number(before) + 1);
    const [t4] = await repo.findByIds(['t-4']);
    expect(t4.description).toBe('Changed.');
    expect(t4.citation).toBeUndefined();
    expect(await repo.count()).toBe(2);
  });

  it('reads CSV with quoted commas, line breaks and ;-separated lists', async () => {
    const file = write('cases.csv', [
      'case_id,title,court,date,citation,parties,description,tags',
      'c-1,"Ram v. Shyam, and others",Bombay High Court,1999-12-31,,Ram;Shyam,"Facts, with a comma.',
      'And a second line.",contract;frustration',
      'c-2,Bad date,Bombay High Court,31-12-1999,,,desc,',
    ].join('\r\n'));
    const report = await importCasesFile(file, repo);
    expect(report).toMatchObject({ rows: 2, accepted: 1, inserted: 1 });
    expect(report.rejected).toEqual([{ line: 4, case_id: 'c-2', reason: 'date must be YYYY-MM-DD' }]);
    const [c1] = await repo.findByIds(['c-1']);
    expect(c1).toMatchObject({ title: 'Ram v. Shyam, and others', parties: ['Ram', 'Shyam'], tags: ['contract', 'frustration'] });
    expect(c1.description).toBe('Facts, with a comma.\r\nAnd a second line.');
  });

  it('CLI: prints the report and exits 1 when rows were rejected, 2 on usage errors', async () => {
    const file = write('cli.jsonl', [good('k-1'), good('k-2', { date: 'yesterday' })].join('\n'));
    const logs: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((m: string) => void logs.push(m));
    const errSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runImportCli([file], { MONGO_URL: mongoUrl })).toBe(1);
      expect(logs.join('\n')).toMatch(/2 rows, 1 accepted, 1 rejected[\s\S]*line 2 \(k-2\): date must be YYYY-MM-DD/);
      expect(await runImportCli([file, '--json'], { MONGO_URL: mongoUrl })).toBe(1);
      expect(JSON.parse(logs[logs.length - 1])).toMatchObject({ accepted: 1, unchanged: 1 });
      expect(await runImportCli([], { MONGO_URL: mongoUrl })).toBe(2);
      expect(await runImportCli([path.join(dir, 'x.txt')], { MONGO_URL: mongoUrl }).catch(() => 2)).toBe(2);
    } finally {
      spy.mockRestore();
      errSpy.mockRestore();
    }
  });

  it('CLI: stops waiting for a dataset import at its time limit and says the run is not finished', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cases-limit-'));
    const logs: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((m: string) => void logs.push(m));
    try {
      await writeYear(folder, 2022, [FIXTURE_YEARS[2022][0]]);
      // No worker takes the queued batch: the run can only end by its limit (3 s).
      const started = Date.now();
      const code = await runImportCli([folder, '--json', '--time-limit=0.05'], { MONGO_URL: mongoUrl, REDIS_URL: stack.redisUrl, BULLMQ_PREFIX: `limit-${process.pid}` });
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(JSON.parse(logs[logs.length - 1])).toMatchObject({ complete: false, total: 1 });
    } finally {
      spy.mockRestore();
      fs.rmSync(folder, { recursive: true, force: true });
      // The batch nobody took is dropped with its queue.
      const { host, port, password, username, db } = redisOptions(stack.redisUrl);
      const queue = new Queue(QUEUES.caseImport, { connection: { host, port, password, username, db }, prefix: `limit-${process.pid}` });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }, 60_000);
});
