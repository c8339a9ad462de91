/**
 * How many judgments of the corpus cite each one: the "cited by" count a ranking prior can use. A
 * judgment is known by the normal forms of its own citations (main, neutral and parallel); another
 * judgment cites it when the citations its text makes (`cites`, or those extracted from its text)
 * include one of them. Each citing judgment counts once, and a judgment never cites itself.
 */
import { extractCitations, normaliseCitation } from '@lexmitra/caselaw';
import type { Judgment } from '@lexmitra/contracts';

type Citable = Pick<Judgment, 'case_id' | 'citation' | 'neutral_citation' | 'citations' | 'cites' | 'text'>;

export function citedByCounts(docs: Iterable<Citable>): Map<string, number> {
  const list = [...docs];
  const owner = new Map<string, string>();
  for (const d of list) {
    for (const c of [d.citation, d.neutral_citation, ...(d.citations ?? [])]) {
      // A record may hold several citations in one field ("2023 INSC 468; [2023] 5 SCR 165").
      for (const found of c ? extractCitations(c) : []) owner.set(found.normal, d.case_id);
      const whole = c ? normaliseCitation(c) : undefined;
      if (whole) owner.set(whole, d.case_id);
    }
  }
  const counts = new Map<string, number>();
  for (const d of list) {
    const cites = d.cites ?? (d.text ? extractCitations(d.text).map((c) => c.normal) : []);
    const cited = new Set(cites.map((c) => owner.get(c)).filter((id): id is string => !!id && id !== d.case_id));
    for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
