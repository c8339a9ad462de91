/** The index's own bookkeeping: replacing a case, many replacements (compaction), ranking tiers. */
import { AskRequestSchema } from '@lexmitra/contracts';
import { CaseIndex, IndexedCase } from '../src/index/case-index';

const ask = (index: CaseIndex, query: string, extra: Record<string, unknown> = {}) => index.query(AskRequestSchema.parse({ query, ...extra }));
const ids = (index: CaseIndex, query: string) => ask(index, query, { pageSize: 50 }).cases.map((c) => c.case_id);

function doc(id: string, title: string, description: string, date = '2001-05-04'): IndexedCase {
  const [a, b] = title.split(' v. ');
  return { case_id: id, title, court: 'Supreme Court of India', date, parties: [a, b], description };
}

describe('CaseIndex', () => {
  it('replaces a case on upsert: the old words no longer find it, the new ones do', () => {
    const index = new CaseIndex();
    index.upsert(doc('c1', 'Ramanathan v. State of Orissa', 'A dispute about a quarry lease.'));
    index.upsert(doc('c2', 'Lakshmi v. Union of India', 'Acid attack compensation.'));
    expect(ids(index, 'quarry')).toEqual(['c1']);
    index.upsert(doc('c1', 'Ramanathan v. State of Orissa', 'A dispute about a fishing licence.'));
    expect(ids(index, 'quarry')).toEqual([]);
    expect(ids(index, 'fishing licence')).toEqual(['c1']);
    expect(index.size).toBe(2);
    expect(index.meta().total).toBe(2);
  });

  it('keeps answering the same after many replacements (dead entries compacted away)', () => {
    const index = new CaseIndex();
    for (let i = 0; i < 800; i++) index.upsert(doc(`c${i}`, `Party${i} v. State of Goa`, `Matter number ${i} about land revenue.`));
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 800; i += 2) index.upsert(doc(`c${i}`, `Party${i} v. State of Goa`, `Matter number ${i} about water tax, batch ${['alpha', 'beta', 'gamma'][round]}.`));
    }
    expect(index.size).toBe(800);
    expect(ask(index, 'water tax').total).toBe(400);
    expect(ask(index, 'land revenue').total).toBe(400);
    expect(ids(index, 'Party10')[0]).toBe('c10');
    expect(ask(index, 'alpha').total).toBe(0);
    expect(ask(index, 'gamma').total).toBe(400);
  });

  it('scores as a fresh index does after the corpus changes (no stale per-word scores kept from earlier queries)', () => {
    const land = Array.from({ length: 200 }, (_, i) => doc(`c${i}`, `Party${i} v. State of Goa`, `Matter ${i} about land revenue${i % 3 ? '' : ' and land ceiling'}.`));
    // Cases without the query's words: its posting lists keep their length while idf and the average lengths move.
    const water = Array.from({ length: 100 }, (_, i) => doc(`w${i}`, `Owner${i} v. Municipal Board`, `A long dispute ${i} about water tax, its assessment, arrears, penalties and the appeal.`));
    const scores = (index: CaseIndex) => ask(index, 'land revenue', { pageSize: 50 }).cases.map((c) => [c.case_id, c.score]);
    const grown = new CaseIndex();
    for (const c of land) grown.upsert(c);
    const before = scores(grown);
    for (const c of water) grown.upsert(c);
    const fresh = new CaseIndex();
    for (const c of [...land, ...water]) fresh.upsert(c);
    expect(scores(grown)).toEqual(scores(fresh));
    expect(scores(grown)).not.toEqual(before);
  });

  it('ranks cases holding every word before cases holding fewer, then by score', () => {
    const index = new CaseIndex();
    index.upsert(doc('all', 'Meera v. Kiran', 'Eviction of a tenant for arrears of rent.'));
    index.upsert(doc('two', 'Arjun v. Deepa', 'Eviction for arrears, arrears and more arrears.'));
    index.upsert(doc('one', 'Tenant v. Tenant', 'Tenant tenant tenant.'));
    const answer = ask(index, 'tenant eviction arrears');
    expect(answer.cases.map((c) => c.case_id)).toEqual(['all', 'two', 'one']);
    expect(answer.total).toBe(3);
  });

  it('answers a query of more words than its bit sets hold', () => {
    const index = new CaseIndex();
    index.upsert(doc('long', 'Asha v. Board', 'Recruitment rules for teachers.'));
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(ask(index, `recruitment teachers ${words}`).cases.map((c) => c.case_id)).toEqual(['long']);
  });

  it('applies court and year filters before paging', () => {
    const index = new CaseIndex();
    for (let y = 1990; y < 2010; y++) index.upsert(doc(`y${y}`, `Asha v. Board ${y}`, 'Recruitment rules for teachers.', `${y}-01-15`));
    const answer = ask(index, 'recruitment teachers', { yearFrom: 2000, yearTo: 2004, pageSize: 2 });
    expect(answer.total).toBe(5);
    expect(answer.cases).toHaveLength(2);
    expect(ask(index, 'recruitment', { court: 'Delhi High Court' }).total).toBe(0);
  });
});
