/**
 * Case search with a statute reference typed in Bengali: the reference is one unit, the same as
 * its English and Hindi forms, so it finds the judgments that cite the section (and the new code's
 * twin of an old one) whatever the script of the query.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { CaseIndex, IndexedCase } from '../src/index/case-index';
import { terms } from '../src/index/text';

const doc = (id: string, title: string, description: string): IndexedCase => ({
  case_id: id, title, court: 'Calcutta High Court', date: '2021-03-04', parties: title.split(/ v\. /), description,
});
const ids = (index: CaseIndex, query: string) => index.query(AskRequestSchema.parse({ query, pageSize: 50 })).cases.map((c) => c.case_id);

describe('Bengali statute references in case search', () => {
  const index = new CaseIndex();
  index.upsert(doc('cruelty', 'Rina Das v. State of West Bengal', 'Conviction under Section 498A IPC for cruelty by the husband set aside for want of evidence.'));
  index.upsert(doc('murder', 'Tapan Ghosh v. State of West Bengal', 'Appeal against conviction under section 302 IPC.'));
  index.upsert(doc('cheque', 'Sen Traders v. Mitra', 'Complaint under section 138 of the Negotiable Instruments Act; notice served in time.'));
  index.upsert(doc('bail', 'Anil Roy v. State', 'Anticipatory bail under Section 438 CrPC granted with conditions.'));

  it.each([
    ['ধারা ৪৯৮এ আইপিসি', ['cruelty']],
    ['ভারতীয় দণ্ডবিধির ৪৯৮(ক) ধারা', ['cruelty']],
    ['আইপিসি ৩০২ ধারা', ['murder']],
    ['এনআই অ্যাক্টের ১৩৮ ধারা', ['cheque']],
    // The BNSS's section 482 is the CrPC's 438: one unit across the codes, in Bengali too.
    ['বিএনএসএস-এর ৪৮২ ধারা', ['bail']],
  ])('"%s" finds the judgments citing that section, and only those', (query, expected) => {
    expect(ids(index, query)).toEqual(expected);
  });

  it('keeps a Bengali word whole, conjuncts and vowel signs included', () => {
    expect(terms('ক্ষমা মিত্র')).toEqual(['ক্ষমা', 'মিত্র']);
  });
});
