/**
 * Review findings on the seed corpus that a rule can hold: the judgments whose summaries must carry
 * Hindi, a summary that must say a later Constitution Bench disapproved part of it, and the stored
 * record keeping the Hindi summary (the judgment page shows it on the Hindi interface).
 */
import { normaliseCase } from '@lexmitra/data';
import fs from 'node:fs';
import { parseCasesFile } from '../src/corpus/parse';
import { SEED_FILE } from '../src/index/index-keeper';

const corpus = new Map(parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl').records.map((r) => [r.case_id, r]));
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the seed corpus after review', () => {
  it.each([
    'sc-2023-shilpa-sailesh', 'sc-2024-sita-soren', 'sc-2024-davinder-singh',
    'sc-2010-damodar-prabhu', 'sc-2010-rangappa', 'sc-2013-econ-antri', 'sc-2014-dashrath-rupsingh-rathod', 'sc-2017-meters-and-instruments',
  ])('%s has a Hindi summary, with no English Act name in it', (id) => {
    const c = corpus.get(id)!;
    expect(c.description_hi).toMatch(DEVANAGARI);
    expect(c.description_hi).not.toMatch(/\b(?:Act|Code|Instruments)\b/);
  });

  it('says that a Constitution Bench disapproved closing a cheque case without the complainant\'s consent', () => {
    const c = corpus.get('sc-2017-meters-and-instruments')!;
    expect(c.description).toMatch(/Constitution Bench later disapproved/);
    expect(c.description).toMatch(/16 April 2021/);
    expect(c.description).toMatch(/Section 258 CrPC[^.]*does not apply to cases begun on a complaint/);
    expect(c.description_hi).toMatch(/संविधान पीठ/);
  });

  it('describes Narnaware as selected and appointed, and Nithya Raghavan\'s UK order as coming after', () => {
    expect(corpus.get('sc-2025-vijaya-bank-narnaware')!.description).toMatch(/selected and appointed/);
    expect(corpus.get('sc-2025-vijaya-bank-narnaware')!.description).not.toMatch(/promoted/);
    expect(corpus.get('sc-2017-nithya-anand-raghavan')!.description).not.toMatch(/against a UK court order/);
  });

  it('keeps the Hindi summary when a case is stored', () => {
    expect(normaliseCase(corpus.get('sc-2010-rangappa')!)).toMatchObject({ description_hi: corpus.get('sc-2010-rangappa')!.description_hi });
  });
});
