/** Full-text judgments for the engine benchmark: sizes like real ones (median ~20 KB, tail to 500 KB). */
import type { JudgmentCase } from '../../services/search-service/src/opensearch/case-mapping';
import { generateCases, rng } from './search-corpus';

const WORDS = ['appellant', 'respondent', 'tribunal', 'evidence', 'statute', 'section', 'article', 'procedure', 'notice', 'hearing', 'order', 'decree', 'appeal', 'petition', 'writ', 'compensation', 'liability', 'interpretation', 'constitution', 'legislature', 'authority', 'jurisdiction', 'limitation', 'witness', 'testimony', 'contract', 'property', 'possession', 'injunction', 'damages', 'sentence', 'conviction', 'acquittal', 'investigation', 'police', 'magistrate', 'sessions', 'revision', 'review', 'remand', 'the', 'of', 'and', 'that', 'was', 'held', 'court', 'learned', 'counsel', 'submitted', 'deposition', 'affidavit', 'cross-examination', 'prosecution', 'complainant', 'accused', 'bail', 'custody', 'gazette', 'notification', 'assessment', 'tenant', 'landlord', 'eviction', 'arbitrator', 'award', 'employer', 'workman', 'reinstatement', 'gratuity', 'pension', 'promotion', 'seniority', 'quota', 'domicile', 'municipal', 'licence', 'mining', 'forest', 'pollution', 'river', 'electricity', 'tariff', 'spectrum', 'telecom', 'bank', 'loan', 'guarantee', 'insolvency', 'creditor', 'debtor'];
const JUDGES = ['A. Kumar', 'S. Rao', 'M. Iyer', 'R. Banerjee', 'P. Singh', 'K. Menon', 'D. Patel', 'N. Reddy', 'V. Joshi', 'T. Das'];
const DISPOSALS = ['Allowed', 'Dismissed', 'Partly allowed', 'Remanded', 'Withdrawn'];

/** Log-normal text size: median 20 KB, sigma 0.9 (about 5% above 85 KB), capped at 500 KB. */
export function judgmentSize(r: () => number): number {
  const z = Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
  return Math.min(500_000, Math.max(2_000, Math.round(20_000 * Math.exp(0.9 * z))));
}

/** The same cases as search-corpus.ts (names, courts, citations, summaries) with full texts in paragraphs. */
export function* generateJudgments(n: number, seed = 42): Generator<JudgmentCase> {
  const base = generateCases(n, seed);
  const r = rng(seed + 1);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  for (const c of base) {
    const size = judgmentSize(r);
    const paragraphs: string[] = [];
    let length = 0;
    while (length < size) {
      const words = 60 + Math.floor(r() * 80);
      let p = Array.from({ length: words }, () => pick(WORDS)).join(' ');
      // Each judgment discusses its subjects and names its parties now and then.
      if (r() < 0.2) p += ` ${c.tags![Math.floor(r() * c.tags!.length)]} ${c.parties![Math.floor(r() * 2)]}`;
      paragraphs.push(`${p}.`);
      length += p.length + 1;
    }
    yield { ...c, parties: c.parties!, tags: c.tags ?? [], paragraphs, judges: [pick(JUDGES), pick(JUDGES)], disposal: pick(DISPOSALS), hash: 'bench', createdAt: new Date(0), updatedAt: new Date(0) } as JudgmentCase;
  }
}
