/**
 * Citation extraction against the hand-labelled paragraphs (citation-set.ts): prints precision and
 * recall, which must stay at or above 95% and 90%.
 */
import { citationTerm, extractCitations, normaliseCitation } from '../src/citations';
import { CITATION_SET } from './citation-set';

describe('citation extraction on the labelled set', () => {
  it('has 60+ paragraphs, negatives among them', () => {
    expect(CITATION_SET.length).toBeGreaterThanOrEqual(60);
    expect(CITATION_SET.filter((p) => !p.cites.length).length).toBeGreaterThanOrEqual(10);
  });

  it('reaches precision ≥ 95% and recall ≥ 90%', () => {
    let found = 0;
    let right = 0;
    let labelled = 0;
    const wrong: string[] = [];
    for (const p of CITATION_SET) {
      const got = extractCitations(p.text).map((c) => c.normal);
      found += got.length;
      labelled += p.cites.length;
      const hit = got.filter((g) => p.cites.includes(g));
      right += hit.length;
      const extra = got.filter((g) => !p.cites.includes(g));
      const missed = p.cites.filter((c) => !got.includes(c));
      if (extra.length || missed.length) wrong.push(`  ${p.id}: extra [${extra.join(' | ')}] missed [${missed.join(' | ')}]`);
    }
    const precision = found ? right / found : 0;
    const recall = labelled ? right / labelled : 0;
    console.log(`citations: precision ${(precision * 100).toFixed(1)}% (${right}/${found}), recall ${(recall * 100).toFixed(1)}% (${right}/${labelled})${wrong.length ? `\n${wrong.join('\n')}` : ''}`);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('gives spans that cover the citation as written', () => {
    const text = 'See Arnesh Kumar, (2014) 8 SCC 273, and 2023:DHC:1234.';
    const [a, b] = extractCitations(text);
    expect(text.slice(a.start, a.end)).toBe('(2014) 8 SCC 273');
    expect(text.slice(b.start, b.end)).toBe('2023:DHC:1234');
  });

  it('normalises the ways one citation is written to one form and one search term', () => {
    const forms = ['(1973) 4 SCC 225', '1973 (4) SCC 225', '(1973) 4 S.C.C. 225', '[1973] 4 SCC 225'];
    expect(new Set(forms.map(normaliseCitation))).toEqual(new Set(['(1973) 4 SCC 225']));
    expect(citationTerm('(1973) 4 SCC 225')).toBe(citationTerm(normaliseCitation('1973 (4) S.C.C. 225')!));
    expect(normaliseCitation('section 138 of the Act')).toBeUndefined();
  });
});
