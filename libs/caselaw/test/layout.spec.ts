import { JudgmentSchema } from '@lexmitra/contracts';
import { datasetCaseId, languageCodes, parseDecisionDate, parseJudges, parseMemberName, rowToJudgment } from '../src/datasets/layout';

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
    expect(mapped.judgment).toMatchObject({ case_id: 'sci-2023_1_2_3', date: '2023-01-05', neutral_citation: '2023 INSC 1045', citations: ['[2023] 5 SCR 123', '2023 INSC 1045'], languages: [{ lang: 'en' }, { lang: 'hi' }] });
    expect(JudgmentSchema.safeParse({ ...mapped.judgment, description: 'd' }).success).toBe(true);
    expect(rowToJudgment({ path: 'x', decision_date: '31-02-2022' }, 2022)).toEqual({ ok: false, reason: 'bad date' });
  });
});
