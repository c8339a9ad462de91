/**
 * Search over imported judgments' full text: the best paragraphs come back numbered (the judgment
 * page scrolls to them), a "quoted phrase" may stand in the text, and the judge and disposal filters.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { CaseIndex, IndexedCase } from '../src/index/case-index';

const judgment = (id: string, judges: string[], disposal: string, paragraphs: string[]): IndexedCase => ({
  case_id: id, title: `${id} v. Union of India (synthetic)`, court: 'Supreme Court of India', date: '2023-01-10', parties: [id, 'Union of India'],
  description: 'A synthetic judgment for the full-text tests.', judges, disposal, text: paragraphs.join('\n\n'),
});

const index = new CaseIndex();
index.upsert(judgment('alpha', ['A. Fixture', 'B. Sample'], 'Dismissed', [
  '1. The appellant challenged the order of the tribunal.',
  '2. The question is whether the doctrine of legitimate expectation binds the State when it changes its policy.',
  '3. The appeal is dismissed.',
]));
index.upsert(judgment('beta', ['C. Example'], 'Allowed', [
  '1. The writ petition concerns a change in export policy.',
  '2. The expectation of the petitioner was legitimate, but no doctrine bars a change made in the public interest.',
]));
const ask = (q: Record<string, unknown>) => index.query(AskRequestSchema.parse(q));

describe('full-text search', () => {
  it('returns the paragraphs that hold the words, with their numbers and marks', () => {
    const [first] = ask({ query: 'legitimate expectation binds the State' }).cases;
    expect(first.case_id).toBe('alpha');
    expect(first.passages?.[0]).toMatchObject({ paragraph: 2 });
    expect(first.passages?.[0].html).toMatch(/<mark>legitimate<\/mark> <mark>expectation<\/mark>/);
  });

  it('requires a quoted phrase to stand in the text as written', () => {
    expect(ask({ query: '"legitimate expectation"' }).cases.map((c) => c.case_id)).toEqual(['alpha']);
    expect(ask({ query: 'legitimate expectation' }).cases.map((c) => c.case_id).sort()).toEqual(['alpha', 'beta']);
  });

  it('filters by judge (part of a name) and by disposal', () => {
    expect(ask({ query: 'policy', judge: 'example' }).cases.map((c) => c.case_id)).toEqual(['beta']);
    expect(ask({ query: 'policy', disposal: 'dismissed' }).cases.map((c) => c.case_id)).toEqual(['alpha']);
    expect(ask({ query: 'policy', judge: 'fixture', disposal: 'allowed' }).cases).toEqual([]);
  });
});
