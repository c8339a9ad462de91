import { JudgmentSchema } from '@lexmitra/contracts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { datasetCaseId, findDatasetYears, hcRowToJudgment, languageCodes, parseDecisionDate, parseJudges, parseMemberName, rowToJudgment } from '../src/datasets/layout';

/** Empty files at the given paths under a new folder (discovery only looks at names and indexes). */
async function bucket(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'layout-'));
  for (const [rel, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await fs.writeFile(path.join(root, rel), content);
  }
  return root;
}

describe('dataset layout → records', () => {
  it('reads DD-MM-YYYY and ISO dates and refuses impossible ones', () => {
    expect(parseDecisionDate('14-03-2022')).toBe('2022-03-14');
    expect(parseDecisionDate('2023-02-10')).toBe('2023-02-10');
    expect(parseDecisionDate('2023-02-10T00:00:00')).toBe('2023-02-10');
    expect(parseDecisionDate('31-02-2022')).toBeUndefined();
    expect(parseDecisionDate('')).toBeUndefined();
    expect(parseDecisionDate('next week')).toBeUndefined();
  });

  it('reads benches, member names and language lists', () => {
    expect(parseJudges("HON'BLE MR. JUSTICE A. FIXTURE, HON'BLE MRS. JUSTICE B. SAMPLE")).toEqual(['A. FIXTURE', 'B. SAMPLE']);
    expect(parseMemberName('2023_9_201_215_HI.pdf')).toEqual({ path: '2023_9_201_215', lang: 'hi' });
    expect(parseMemberName('notes.txt')).toBeNull();
    expect(languageCodes('english,hindi')).toEqual(['en', 'hi']);
    expect(languageCodes('English, Tamil, xx-unknown')).toEqual(['en', 'ta']);
    expect(languageCodes(undefined)).toEqual(['en']);
    expect(datasetCaseId('2022_9_101_110')).toBe('sci-2022_9_101_110');
  });

  it('maps a metadata row to a judgment the contract accepts', () => {
    const mapped = rowToJudgment({
      title: 'A v. B', petitioner: 'A', respondent: 'B', judge: "HON'BLE MR. JUSTICE C", citation: '[2023] 5 S.C.R. 123', nc_display: '2023 INSC 1045',
      decision_date: '05-01-2023', disposal_nature: 'Dismissed', available_languages: 'english,hindi', path: '2023_1_2_3', case_id: 'Civil Appeal No. 1 of 2023', cnr: 'SCIN010000012023',
    }, 2023);
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    expect(mapped.judgment).toMatchObject({ case_id: 'sci-2023_1_2_3', date: '2023-01-05', neutral_citation: '2023 INSC 1045', citations: ['2023 INSC 1045', '[2023] 5 SCR 123'], languages: [{ lang: 'en' }, { lang: 'hi' }] });
    expect(JudgmentSchema.safeParse({ ...mapped.judgment, description: 'd' }).success).toBe(true);
    expect(rowToJudgment({ path: 'x', decision_date: '31-02-2022' }, 2022)).toEqual({ ok: false, reason: 'bad date' });
  });

  it('maps a High Court row: the PDF named by pdf_link, its stem as the case id, the bench from the folder', () => {
    const row = {
      court_code: '27~1', title: 'Rho Transport vs State of Fixture', description: 'WP/123/2023', judge: "HON'BLE MR. JUSTICE D. FIXTURE",
      pdf_link: 'court/cnrorders/hcfxdb/orders/HCFX010001232023_1_2024-03-12.pdf', cnr: 'HCFX010001232023', decision_date: new Date('2024-03-12T00:00:00Z'),
      disposal_nature: 'Disposed', court: '',
    };
    const mapped = hcRowToJudgment(row, { year: 2024, court: '27_1' });
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    expect(mapped.member).toBe('HCFX010001232023_1_2024-03-12.pdf');
    expect(mapped.judgment).toMatchObject({
      case_id: 'hc-HCFX010001232023_1_2024-03-12', date: '2024-03-12', court: 'High Court (court code 27~1)', judges: ['D. FIXTURE'],
      parties: ['Rho Transport', 'State of Fixture'], source: { dataset: 'indian-high-court-judgments', path: 'HCFX010001232023_1_2024-03-12', year: 2024 },
    });
    expect(JudgmentSchema.safeParse({ ...mapped.judgment, description: 'd' }).success).toBe(true);
    expect(hcRowToJudgment({ ...row, decision_date: null }, { year: 2024 })).toMatchObject({ ok: false, reason: 'bad date' });
    expect(hcRowToJudgment({ ...row, pdf_link: '' }, { year: 2024 })).toMatchObject({ ok: false, reason: 'no path' });
  });

  it('finds every published layout by its folders', async () => {
    const root = await bucket({
      // Supreme Court, tar release.
      'metadata/parquet/year=2023/metadata.parquet': '',
      'data/tar/year=2023/english/english.tar': '',
      'data/tar/year=2023/english/english_part2.tar': '',
      'data/tar/year=2023/english/english.index.json': JSON.stringify({ parts: [{ name: 'english.tar', files: ['a_EN.pdf'] }, { name: 'english_part2.tar', files: ['b_EN.pdf'] }] }),
      // Supreme Court, multi-part zip release.
      'metadata/parquet/year=2019/metadata.parquet': '',
      'data/zip/year=2019/english/english.zip': '',
      'data/zip/year=2019/english/part-20260109T093548.zip': '',
      'data/zip/year=2019/regional/regional.zip': '',
      // Supreme Court, the first zip release: one zip, an index with a flat file list.
      'metadata/parquet/year=2005/metadata.parquet': '',
      'data/zip/year=2005/english.zip': '',
      'data/zip/year=2005/english.index.json': JSON.stringify({ year: 2005, files: ['c_EN.pdf'], zip_size: 10 }),
      // High Court: an old bench with pdfs.tar, a newer one with indexed parts.
      'metadata/parquet/year=2024/court=27_1/bench=hcaurdb/metadata.parquet': '',
      'data/tar/year=2024/court=27_1/bench=hcaurdb/pdfs.tar': '',
      'metadata/parquet/year=2024/court=9_13/bench=newbench/metadata.parquet': '',
      'data/tar/year=2024/court=9_13/bench=newbench/part-1.tar': '',
      'data/tar/year=2024/court=9_13/bench=newbench/data.index.json': JSON.stringify({ file_count: 1, parts: [{ name: 'part-1.tar', files: ['X_1_2024-01-02.pdf'] }] }),
    });
    try {
      const units = await findDatasetYears(root);
      const rel = (f: string) => path.relative(root, f);
      expect(units.map((u) => ({ dataset: u.dataset, where: u.where, english: u.english.map((p) => [rel(p.file), p.files]), regional: u.regional.map((p) => rel(p.file)) }))).toEqual([
        { dataset: 'indian-supreme-court-judgments', where: 'year=2005', english: [['data/zip/year=2005/english.zip', ['c_EN.pdf']]], regional: [] },
        {
          dataset: 'indian-supreme-court-judgments', where: 'year=2019',
          english: [['data/zip/year=2019/english/english.zip', []], ['data/zip/year=2019/english/part-20260109T093548.zip', []]],
          regional: ['data/zip/year=2019/regional/regional.zip'],
        },
        {
          dataset: 'indian-supreme-court-judgments', where: 'year=2023',
          english: [['data/tar/year=2023/english/english.tar', ['a_EN.pdf']], ['data/tar/year=2023/english/english_part2.tar', ['b_EN.pdf']]], regional: [],
        },
        { dataset: 'indian-high-court-judgments', where: 'year=2024/court=27_1/bench=hcaurdb', english: [['data/tar/year=2024/court=27_1/bench=hcaurdb/pdfs.tar', []]], regional: [] },
        { dataset: 'indian-high-court-judgments', where: 'year=2024/court=9_13/bench=newbench', english: [['data/tar/year=2024/court=9_13/bench=newbench/part-1.tar', ['X_1_2024-01-02.pdf']]], regional: [] },
      ]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
