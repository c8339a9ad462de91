/**
 * The Supreme Court dataset's metadata as its own scripts write it (vanga/indian-supreme-court-judgments,
 * process_metadata.py): rows built by the fixture that models it (tools/fixtures/case-dataset.ts rowOf),
 * each quirk read right.
 */
import { JudgmentSchema } from '@lexmitra/contracts';
import { extractCitations, normaliseCitation } from '../src/citations';
import { benchFromText, parseJudges } from '../src/datasets/bench';
import { languageCodes, parseMemberName, rowToJudgment } from '../src/datasets/layout';
import { parseScRowHtml } from '../src/datasets/sc-html';
import { readableTitle } from '../src/datasets/titles';
import { openingOf } from '../src/import/opening';
import { enrichTwin, findTwin } from '../src/import/twins';
import { rowOf } from '../../../tools/fixtures/case-dataset';
import { CITING, RANGAPPA, SIBBIA } from '../../../tools/fixtures/sc-dataset-quirks';

const mapped = (j: Parameters<typeof rowOf>[0], year: number) => {
  const m = rowToJudgment(rowOf(j, year), year);
  if (!m.ok) throw new Error(m.reason);
  return m.judgment;
};

describe('the real dataset metadata', () => {
  it('is 18 string columns, with case_id the neutral citation and nc_display without spaces', () => {
    const row = rowOf(RANGAPPA, 2010);
    expect(Object.keys(row)).toHaveLength(18);
    expect(Object.values(row).every((v) => v === null || typeof v === 'string')).toBe(true);
    expect(row).toMatchObject({ case_id: '2010 INSC 9373', nc_display: '2010INSC9373', citation: '[2010] 5 S.C.R. 9001', year: '2010', available_languages: 'ENG,HIN', description: '' });
    // The dataset's parser stops the bench at the author's asterisk.
    expect(row.judge).toBe("HON'BLE THE CHIEF JUSTICE K.G. BALAKRISHNAN");
  });

  it('takes the case number from raw_html, not case_id, and the neutral citation from case_id and nc_display', () => {
    const j = mapped(RANGAPPA, 2010);
    expect(j.case_no).toBe('Criminal Appeal No. 1020 of 2010');
    expect(j.neutral_citation).toBe('2010 INSC 9373');
    expect(j.citation).toBe('2010 INSC 9373; [2010] 5 SCR 9001');
    expect(j.citations).toEqual(['2010 INSC 9373', '[2010] 5 SCR 9001']);
    expect(parseScRowHtml(rowOf(RANGAPPA, 2010).raw_html)).toMatchObject({ caseNo: 'Criminal Appeal No. 1020 of 2010', neutral: '2010 INSC 9373', scr: '[2010] 5 S.C.R. 9001', author: "HON'BLE THE CHIEF JUSTICE K.G. BALAKRISHNAN" });
  });

  it('finds a neutral citation written with or without spaces, and the court database\'s old forms', () => {
    expect(normaliseCitation('2010INSC373')).toBe('2010 INSC 373');
    expect(normaliseCitation('2010 INSC 373')).toBe('2010 INSC 373');
    expect(extractCitations('1980 AIR 1632, 1980 SCR (3) 383, 1980 SCC (2) 565').map((c) => c.normal)).toEqual(['AIR 1980 SC 1632', '[1980] 3 SCR 383', '(1980) 2 SCC 565']);
    expect(normaliseCitation('1962 SCR Supl. (2) 769')).toBe('[1962] Supp (2) SCR 769');
    // Not citations: a year and a page number, an AIR with no number.
    expect(extractCitations('In 1980 AIR travel grew; page 1632 of the 1980 report.')).toEqual([]);
  });

  it('reads the whole bench from raw_html and the first page, and keeps a leading "J." of a name', () => {
    expect(mapped(SIBBIA, 1980).judges).toEqual(['Y.V. CHANDRACHUD', 'P.N. BHAGWATI', 'N.L. UNTWALIA', 'R.S. PATHAK', 'O. CHINNAPPA REDDY']);
    expect(mapped(SIBBIA, 1980).author_judge).toBe('Y.V. CHANDRACHUD');
    expect(mapped(CITING, 1980)).toMatchObject({ judges: ['C. EXAMPLE', 'J. FIXTURE', 'K. SAMPLE'], author_judge: 'J. FIXTURE' });
    expect(parseJudges("HON'BLE MR. JUSTICE J. CHELAMESWAR, HON'BLE DR. JUSTICE D.Y. CHANDRACHUD")).toEqual(['J. CHELAMESWAR', 'D.Y. CHANDRACHUD']);
    expect(parseJudges('A.K. Sikri, J.')).toEqual(['A.K. Sikri']);
    expect(parseJudges("HON'BLE THE CHIEF JUSTICE")).toEqual([]);
    expect(benchFromText(['[2010] 5 S.C.R. 1', 'RANGAPPA v. SRI MOHAN', '[K.G. BALAKRISHNAN, CJI, P. SATHASIVAM AND J.M. PANCHAL, JJ.]', 'Held: ...'])).toEqual(['K.G. BALAKRISHNAN', 'P. SATHASIVAM', 'J.M. PANCHAL']);
  });

  it('reads the court\'s language codes and "<path>_HIN.pdf"', () => {
    expect(languageCodes('ENG,HIN,PUN')).toEqual(['en', 'hi', 'pa']);
    expect(parseMemberName('2010_5_1_14_HIN.pdf')).toEqual({ path: '2010_5_1_14', lang: 'hi' });
    expect(parseMemberName('2010_5_1_14_EN.pdf')).toEqual({ path: '2010_5_1_14', lang: 'en' });
    expect(mapped(RANGAPPA, 2010).languages).toEqual([{ lang: 'en' }, { lang: 'hi' }]);
  });

  it('shows a readable title and keeps the cause title for citation', () => {
    expect(readableTitle('RANGAPPA versus SRI MOHAN')).toBe('Rangappa v. Sri Mohan');
    expect(readableTitle('JUSTICE K.S. PUTTASWAMY (RETD.) AND ANR. versus UNION OF INDIA AND ORS.')).toBe('Justice K.S. Puttaswamy (Retd.) and Anr. v. Union of India and Ors.');
    expect(readableTitle('STATE OF U.P. versus M/S. ALPHA LTD.')).toBe('State of U.P. v. M/s. Alpha Ltd.');
    expect(readableTitle('Maneka Gandhi v. Union of India')).toBe('Maneka Gandhi v. Union of India');
    expect(mapped(RANGAPPA, 2010)).toMatchObject({ title: 'Rangappa v. Sri Mohan', cause_title: 'RANGAPPA versus SRI MOHAN', parties: ['Rangappa', 'Sri Mohan'] });
  });

  it('summarises a judgment with no description by its opening after the cause title, or its headnote', () => {
    expect(openingOf(CITING.paragraphs)).toMatch(/^SYNTHETIC FIXTURE TEXT\. The appellant was refused anticipatory bail/);
    expect(openingOf(['[2010] 5 S.C.R. 1', 'RANGAPPA v. SRI MOHAN', '[K.G. BALAKRISHNAN, CJI, P. SATHASIVAM AND J.M. PANCHAL, JJ.]', 'Headnote: The presumption under section 139 includes the existence of a legally enforceable debt.']))
      .toBe('The presumption under section 139 includes the existence of a legally enforceable debt.');
    // One paragraph holding the whole cause title and the start of the judgment.
    expect(openingOf(['REPORTABLE IN THE SUPREME COURT OF INDIA CIVIL APPELLATE JURISDICTION CIVIL APPEAL NO. 1 OF 2020 A ...APPELLANT VERSUS B ...RESPONDENT J U D G M E N T A.K. SIKRI, J. The appellant challenges the cancellation of a licence granted to it in 2012.']))
      .toBe('The appellant challenges the cancellation of a licence granted to it in 2012.');
  });

  it('recognises a seeded judgment by citation or by court, date and parties, and enriches it', () => {
    const seed = { case_id: 'sc-2010-rangappa', title: 'Rangappa v. Sri Mohan', court: 'Supreme Court of India', date: '2010-05-07', citation: '(2010) 11 SCC 441', description: 'Ours.', description_hi: 'हमारा।', tags: ['cheque'] };
    const imported = { ...mapped(RANGAPPA, 2010), description: 'From the dataset.' };
    expect(findTwin(imported, [seed])?.case_id).toBe('sc-2010-rangappa');
    expect(findTwin({ ...imported, date: '2010-05-08', citations: [] }, [seed])).toBeUndefined();
    expect(findTwin({ ...imported, date: '2011-01-01' }, [{ ...seed, citation: '2010 INSC 9373' }])?.case_id).toBe('sc-2010-rangappa');
    // A judgment of another dataset file is never a twin.
    expect(findTwin(imported, [{ ...seed, source: { dataset: 'indian-supreme-court-judgments', licence: 'CC-BY-4.0', path: 'other', year: 2010 } }])).toBeUndefined();
    const merged = enrichTwin(seed, { ...imported, cites: ['(2010) 11 SCC 441', '(2014) 8 SCC 273'] });
    expect(merged).toMatchObject({ case_id: 'sc-2010-rangappa', title: 'Rangappa v. Sri Mohan', description: 'Ours.', description_hi: 'हमारा।', citation: '(2010) 11 SCC 441; 2010 INSC 9373; [2010] 5 SCR 9001', neutral_citation: '2010 INSC 9373', cause_title: 'RANGAPPA versus SRI MOHAN', cites: ['(2014) 8 SCC 273'] });
    expect(merged.citations).toEqual(['(2010) 11 SCC 441', '2010 INSC 9373', '[2010] 5 SCR 9001']);
    expect(JudgmentSchema.safeParse(merged).success).toBe(true);
  });
});
