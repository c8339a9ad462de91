/**
 * How queries written the advocate's way behave: statute references are one unit, words such as
 * "section", "Act", "court" and "held" never bring a case in on their own, and a name the corpus
 * does not hold is not "corrected" into another case.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import fs from 'node:fs';
import { partiesOf } from '@lexmitra/data';
import { parseCasesFile } from '../src/corpus/parse';
import { CaseIndex } from '../src/index/case-index';
import { SEED_FILE } from '../src/index/index-keeper';

const { records } = parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl');
const build = (skip: string[] = []) => {
  const index = new CaseIndex();
  for (const r of records) if (!skip.includes(r.case_id)) index.upsert({ ...r, parties: r.parties ?? partiesOf(r.title) });
  return index;
};
const index = build();
const ask = (query: string, i = index) => i.query(AskRequestSchema.parse({ query, pageSize: 50 }));
const ids = (query: string, i = index) => ask(query, i).cases.map((c) => c.case_id);

describe('advocate-style queries', () => {
  it('brings in no case on "section", "Act", "court" or "held" alone', () => {
    expect(ask('section Act court held').total).toBe(0);
    expect(ask('the Act').total).toBe(0);
  });

  it('answers a statute reference only with cases about that statute', () => {
    const found = ids('section 138 NI Act');
    expect(found.length).toBeGreaterThanOrEqual(4);
    const cheque = records.filter((r) => (r.tags ?? []).includes('cheque dishonour')).map((r) => r.case_id);
    expect(found.every((id) => cheque.includes(id))).toBe(true);
    expect(ids('138 NIA')).toEqual(found);
  });

  it('keeps the first result of "section 138 NI Act limitation condonation" on cheque law', () => {
    expect(ids('section 138 NI Act limitation condonation')[0]).toBe('sc-2013-econ-antri');
    expect(ids('section 138 NI Act limitation condonation')).not.toContain('sc-2020-tofan-singh');
  });

  it('finds IPC 498A judgments for BNS 85 and 86', () => {
    for (const q of ['BNS 85', 'section 86 BNS']) expect([q, ids(q).slice(0, 5)]).toEqual([q, expect.arrayContaining(['sc-2014-arnesh-kumar'])]);
  });

  it('does not take BNSS 482 (anticipatory bail) for CrPC 482 (quashing)', () => {
    expect(ids('BNSS 482')).not.toContain('sc-1990-bhajan-lal');
    expect(ids('CrPC 482')).toContain('sc-1990-bhajan-lal');
  });

  it('does not correct a name the corpus does not hold into another case', () => {
    const without = build(['sc-2010-rangappa']);
    expect(ids('Rangappa', without)).not.toContain('sc-1978-bangalore-water-supply');
    expect(ids('Rangappa')[0]).toBe('sc-2010-rangappa');
  });

  it('still corrects real typos of names it holds', () => {
    for (const [q, id] of [['Menaka Ghandi', 'sc-1978-maneka-gandhi'], ['Visakha', 'sc-1997-vishaka'], ['Puttuswamy', 'sc-2017-puttaswamy-privacy']]) {
      expect([q, ids(q).slice(0, 3)]).toEqual([q, expect.arrayContaining([id])]);
    }
  });

  it('finds a judgment by a citation written in another style, and nothing for one it does not hold', () => {
    expect(ids('2014 (8) SCC 273')[0]).toBe('sc-2014-arnesh-kumar');
    expect(ids('(2031) 9 SCC 999')).toEqual([]);
  });
});
