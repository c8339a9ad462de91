import { kbContent } from './content';
import { judgmentNamed } from './content/checks';

/**
 * Every judgment the knowledge base names, in its entries' references and in its text (content/judgments.yaml), with the
 * case of the seed corpus (services/search-service/data/seed-cases.jsonl) that is that judgment. The
 * chat's citation chips carry the case id, so a chip opens the judgment page (/cases/:id) instead of
 * a search for the name; the search-service test cited-judgments.spec fails when any judgment named
 * in shipped content is missing here or from the corpus.
 *
 * `names` are the forms the content writes (without the year); `year` is the year the content gives,
 * which may be the year of the report rather than of the decision (D.K. Basu: decided 1996, reported
 * (1997) 1 SCC 416).
 */
export interface CitedJudgment {
  id: string;
  names: string[];
  year: number;
}

export const CITED_JUDGMENTS: CitedJudgment[] = kbContent().judgments;

/** The judgment a name as the content writes it stands for ("Rajnesh v. Neha (2020)", "Rajnesh v. Neha"); year must agree. */
export function citedJudgment(written: string): CitedJudgment | undefined {
  return judgmentNamed(CITED_JUDGMENTS, written);
}
