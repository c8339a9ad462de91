import { extractCitations } from '../src/citations';
import type { LabelledParagraph } from './citation-set';

export interface Score {
  precision: number;
  recall: number;
  right: number;
  found: number;
  labelled: number;
  /** One line per paragraph the extractor got wrong: what it added and what it missed. */
  wrong: string[];
}

/** Precision and recall of the extractor on a labelled set, counting each citation once per paragraph. */
export function score(set: LabelledParagraph[]): Score {
  let found = 0;
  let right = 0;
  let labelled = 0;
  const wrong: string[] = [];
  for (const p of set) {
    const got = extractCitations(p.text).map((c) => c.normal);
    found += got.length;
    labelled += p.cites.length;
    right += got.filter((g) => p.cites.includes(g)).length;
    const extra = got.filter((g) => !p.cites.includes(g));
    const missed = p.cites.filter((c) => !got.includes(c));
    if (extra.length || missed.length) wrong.push(`  ${p.id}: extra [${extra.join(' | ')}] missed [${missed.join(' | ')}]`);
  }
  return { precision: found ? right / found : 0, recall: labelled ? right / labelled : 0, right, found, labelled, wrong };
}

export const describe_ = (name: string, s: Score) =>
  `${name}: precision ${(s.precision * 100).toFixed(1)}% (${s.right}/${s.found}), recall ${(s.recall * 100).toFixed(1)}% (${s.right}/${s.labelled})${s.wrong.length ? `\n${s.wrong.join('\n')}` : ''}`;
