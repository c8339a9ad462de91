/**
 * Queries typed in Devanagari (issue 17). A party name in Devanagari is found only when the corpus
 * holds it; any other Devanagari query finds nothing rather than noise, and odd input never throws.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import fs from 'node:fs';
import { partiesOf } from '@lexmitra/data';
import { parseCasesFile } from '../src/corpus/parse';
import { CaseIndex, IndexedCase } from '../src/index/case-index';
import { SEED_FILE } from '../src/index/index-keeper';
import { terms } from '../src/index/text';

const doc = (id: string, title: string, description: string, parties?: string[]): IndexedCase => ({
  case_id: id, title, court: 'Allahabad High Court', date: '2019-07-12', parties: parties ?? title.split(/ v\. | बनाम /), description,
});
const ask = (index: CaseIndex, query: string) => index.query(AskRequestSchema.parse({ query, pageSize: 50 }));
const ids = (index: CaseIndex, query: string) => ask(index, query).cases.map((c) => c.case_id);

function corpus(): CaseIndex {
  const index = new CaseIndex();
  index.upsert(doc('en-1', 'Lalita Kumari v. Government of Uttar Pradesh', 'Registration of an FIR is mandatory when a cognizable offence is disclosed.'));
  index.upsert(doc('en-2', 'Sunita Devi v. State of Bihar', 'Maintenance for a deserted wife and her children.'));
  index.upsert(doc('en-3', 'Santosh Kumar v. State', 'Bail in a case of cheating; the accused had no previous record.'));
  index.upsert(doc('hi-1', 'सुनीता देवी बनाम उत्तर प्रदेश राज्य', 'भरण-पोषण का दावा; पति ने पत्नी और बच्चों को छोड़ दिया था।'));
  index.upsert(doc('hi-2', 'संतोष कुमार बनाम राज्य', 'धोखाधड़ी के मामले में ज़मानत।'));
  index.upsert(doc('hi-3', 'क़ानूनी सहायता समिति बनाम सचिव', 'निःशुल्क विधिक सहायता का अधिकार।'));
  return index;
}

describe('Devanagari queries', () => {
  const index = corpus();

  it('keeps a Devanagari word whole, matras and virama included', () => {
    expect(terms('सुनीता देवी')).toEqual(['सुनीता', 'देवी']);
    expect(terms('संतोष कुमार')).toEqual(['संतोष', 'कुमार']);
    // ZWJ/ZWNJ only choose a glyph form: the same word with or without them is one term.
    expect(terms('क्‍ष')).toEqual(terms('क्ष'));
    // Accents of Latin names still fold as before.
    expect(terms('Gómez Jose\u0301')).toEqual(['gomez', 'jose']);
  });

  it('finds a party name typed in Devanagari when the corpus holds it, and only those cases', () => {
    expect(ids(index, 'सुनीता देवी')).toEqual(['hi-1']);
    expect(ids(index, 'संतोष कुमार')).toEqual(['hi-2']);
    expect(ids(index, 'सुनीता')).toEqual(['hi-1']);
    // Decomposed input (क + nukta) finds the composed word.
    expect(ids(index, '\u0915\u093c\u093e\u0928\u0942\u0928\u0940')).toEqual(['hi-3']);
    const [hit] = ask(index, 'सुनीता देवी').cases;
    expect((hit.highlights ?? []).join(' ') + hit.title).toContain('सुनीता');
  });

  it('does not match a Devanagari query to English cases or to different Devanagari words', () => {
    // The same names in English are in the corpus, but not in Devanagari: nothing found.
    expect(ids(index, 'ललिता कुमारी')).toEqual([]);
    // A word sharing only its consonants with a party name is another word (matras used to be dropped).
    expect(ids(index, 'सनत')).toEqual([]);
    expect(ids(index, 'सूनत')).toEqual([]);
    // The last word typed is a prefix, as in English ("Sant" finds Santosh): संत finds संतोष.
    expect(ids(index, 'संत')).toEqual(['hi-2']);
    expect(ids(index, 'मोहन लाल शर्मा')).toEqual([]);
  });

  it('never throws on odd input and finds nothing in it', () => {
    for (const query of ['ि', '्', '\u200d\u200c', 'ँ ं ः', '\u202eसुनीता\u202c'.slice(0, 1), '🙏 नमस्ते', 'क'.repeat(480), 'अ आ इ ई उ']) {
      expect(() => ask(index, query)).not.toThrow();
      expect(ask(index, query).cases.filter((c) => c.case_id.startsWith('en-'))).toEqual([]);
    }
  });

  it('finds nothing for Devanagari queries in the seed corpus, which is in English', () => {
    const seed = new CaseIndex();
    for (const r of parseCasesFile(fs.readFileSync(SEED_FILE, 'utf8'), 'jsonl').records) seed.upsert({ ...r, parties: r.parties ?? partiesOf(r.title) });
    expect(ids(seed, 'Kesavananda')).not.toEqual([]);
    for (const query of ['केशवानंद भारती', 'ललिता कुमारी बनाम उत्तर प्रदेश सरकार', 'ज़मानत', 'धारा 138', 'सुप्रीम कोर्ट']) {
      // "धारा 138" keeps its number: a case citing 138 may come, but never through the Devanagari word.
      const found = ask(seed, query);
      for (const c of found.cases) expect((c.highlights ?? []).join(' ')).not.toMatch(/<mark>[\u0900-\u097f]/);
      if (!/\d/.test(query)) expect(found.total).toBe(0);
    }
  });
});
