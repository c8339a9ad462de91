/**
 * Planning an import of a folder (no stack: the plan only reads files): a judgment listed in two years,
 * part tars with and without their index, hostile rows and hostile names. Each bad row is rejected
 * alone, with a reason a person can read, and every member and record that reaches a queue job is
 * within the contract's bounds; nothing outside the folder, and nothing but a regular file, is read.
 */
import { CaseImportJobSchema } from '@lexmitra/contracts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { planImport } from '../src/import/plan';
import { FixtureJudgment, rowOf, writeParquet, writeTar, writeYear } from '../../../tools/fixtures/case-dataset';
import { PART_ONLY, RANGAPPA, TWO_YEARS } from '../../../tools/fixtures/sc-dataset-quirks';

jest.setTimeout(60_000);

const roots: string[] = [];
async function folder(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'plan-'));
  roots.push(root);
  return root;
}
afterAll(async () => {
  for (const r of roots) await fs.rm(r, { recursive: true, force: true });
});

const pdf = Buffer.from('%PDF-1.4 not read at planning');
/** A year whose metadata rows are given as written and whose tar holds `<path>_EN.pdf` for each listed path. */
async function rawYear(root: string, year: number, rows: Record<string, string | null>[], paths: string[]): Promise<void> {
  await writeParquet(path.join(root, 'metadata', 'parquet', `year=${year}`, 'metadata.parquet'), rows);
  await writeTar(path.join(root, 'data', 'tar', `year=${year}`, 'english', 'english.tar'), paths.map((p) => ({ name: `${p}_EN.pdf`, data: pdf })));
}
const good = (p: string): FixtureJudgment => ({ ...TWO_YEARS, path: p, citation: undefined });

describe('planning an import', () => {
  it('counts a judgment listed in two years once, as already imported, and rejects nothing for it', async () => {
    const root = await folder();
    await writeYear(root, 1979, [TWO_YEARS]);
    await writeYear(root, 1980, [TWO_YEARS]);
    const plan = await planImport(root);
    expect(plan.rejected).toEqual([]);
    expect(plan.skipped).toEqual([{ file: '1980/1980_2_292_297_EN.pdf', case_id: 'sci-1980_2_292_297', reason: 'already imported (listed in 1979 too)' }]);
    expect(plan.batches.flatMap((b) => b.members.map((m) => m.name))).toEqual(['1980_2_292_297_EN.pdf']);
    expect(plan.total).toBe(2);
  });

  it('finds part-*.tar by its name when the year has no index', async () => {
    const root = await folder();
    await writeYear(root, 2010, [RANGAPPA, PART_ONLY], { split: true, noIndex: true });
    const plan = await planImport(root);
    expect(plan.rejected).toEqual([]);
    expect(plan.batches.map((b) => [path.basename(b.tar), b.members.map((m) => m.name)])).toEqual([
      ['english.tar', ['2010_5_1_14_EN.pdf']],
      ['part-20100601T120001.tar', ['2010_9_950_955_EN.pdf']],
      ['regional.tar', ['2010_5_1_14_HIN.pdf']],
    ]);
  });

  it('rejects each bad row alone with a readable reason, and queues only members and records within bounds', async () => {
    const root = await folder();
    const long = 'x'.repeat(300);
    const huge = 'Y'.repeat(20 * 1024 * 1024);
    await rawYear(root, 2021, [
      rowOf(good('2021_1_1_5'), 2021),
      { ...rowOf(good('2021_1_6_9'), 2021), path: long },
      { ...rowOf(good('2021_1_10_12'), 2021), title: huge },
      { ...rowOf(good('2021_1_13_15'), 2021), court: 'C'.repeat(500) },
      rowOf(good('2021_1_16_20'), 2021),
    ], ['2021_1_1_5', long.slice(0, 90), '2021_1_10_12', '2021_1_13_15', '2021_1_16_20']);
    const plan = await planImport(root, 2);
    expect(plan.rejected.map((r) => [r.file.slice(0, 20), r.reason])).toEqual([
      ['2021/xxxxxxxxxxxxxxx', 'path is not a file name of at most 280 letters, digits, "_", "-" or "."'],
      ['2021/2021_1_10_12', 'the title column holds 2,09,71,520 characters (at most 16,384)'],
    ]);
    // The long court is cut to the contract's bound, not queued whole; the good rows are all planned.
    const members = plan.batches.flatMap((b) => b.members);
    expect(members.map((m) => m.name)).toEqual(['2021_1_1_5_EN.pdf', '2021_1_13_15_EN.pdf', '2021_1_16_20_EN.pdf']);
    for (const b of plan.batches) expect(CaseImportJobSchema.safeParse({ ...b, runId: 'r', pass: 1 }).success).toBe(true);
    expect(JSON.stringify(plan.batches).length).toBeLessThan(20_000);
  });

  it('reads nothing outside the folder and nothing but regular files', async () => {
    const root = await folder();
    const outside = await folder();
    await writeYear(outside, 2022, [good('2022_5_5_5')]);
    await writeYear(root, 2022, [good('2022_1_1_1')]);
    const dir = path.join(root, 'data', 'tar', 'year=2022', 'english');
    // An index naming a part outside the folder, a link out of it, and a device.
    await fs.writeFile(path.join(dir, 'english.index.json'), JSON.stringify({ parts: [
      { name: 'english.tar', files: ['2022_1_1_1_EN.pdf'] },
      { name: `../../../../../${path.relative(path.dirname(root), path.join(outside, 'data', 'tar', 'year=2022', 'english', 'english.tar'))}`, files: ['2022_5_5_5_EN.pdf'] },
      { name: '/dev/zero', files: ['zero_EN.pdf'] },
    ] }));
    await fs.symlink(path.join(outside, 'data', 'tar', 'year=2022', 'english', 'english.tar'), path.join(dir, 'part-20220101T000000.tar'));
    await fs.symlink('/dev/zero', path.join(dir, 'part-20220101T000001.tar'));
    // A pipe inside the folder: reading it would wait forever.
    execFileSync('mkfifo', [path.join(dir, 'part-20220101T000002.tar')]);
    await fs.mkdir(path.join(root, 'metadata', 'parquet', 'year=2023'), { recursive: true });
    await fs.symlink('/dev/zero', path.join(root, 'metadata', 'parquet', 'year=2023', 'metadata.parquet'));
    const plan = await planImport(root);
    expect(plan.rejected.map((r) => r.reason)).toEqual([
      'outside the dataset folder: refused',
      'outside the dataset folder: refused',
      'a link to outside the dataset folder: refused',
      'a link to outside the dataset folder: refused',
      'not a regular file: refused',
      'a link to outside the dataset folder: refused',
    ]);
    expect(plan.batches.map((b) => [path.relative(root, b.tar), b.members.map((m) => m.name)])).toEqual([['data/tar/year=2022/english/english.tar', ['2022_1_1_1_EN.pdf']]]);
  });
});
