/**
 * How a subject with no entry is best recognised, compared on every set: the gaps' written patterns, their
 * nearest examples (src/nearest.ts), or either. For each set: "not known" where no entry fits, and the
 * legal situations with a right entry that are wrongly answered "not known" (right lead lost). Set 6 and
 * the Bengali set only measure. Figures: eval/README.md.
 */
import { intentOf, isLegalSituation, legalKb, triage } from '../src';
import { abstentionOf, GapMethod } from '../src/abstain';
import { EVAL_SETS } from './sets';
import { EVAL_SITUATIONS_5 } from './sets/set5';
import { EVAL_SITUATIONS_6 } from './sets/set6';
import { EVAL_SITUATIONS_BN } from './sets/bn1';
import type { AnswerSituation } from './types';

const kb = legalKb();
type Set = readonly AnswerSituation[];
const sets: [string, Set][] = [...EVAL_SETS.map(([n, s]) => [n, s as Set] as [string, Set]), ['set 5', EVAL_SITUATIONS_5], ['set 6', EVAL_SITUATIONS_6], ['Bengali set', EVAL_SITUATIONS_BN]];
const f = ([x, n]: [number, number]) => (n ? `${((100 * x) / n).toFixed(1)}% (${x}/${n})` : 'none');

for (const method of ['none', 'patterns', 'examples', 'both'] as const) {
  for (const [name, set] of sets) {
    const unknown: [number, number] = [0, 0];
    const lost: [number, number] = [0, 0];
    for (const s of set) {
      if (s.intent || intentOf(s.q, () => isLegalSituation(s.q, triage(kb, s.q)), 'both', () => !!triage(kb, s.q).clarify, () => triage(kb, s.q).frame.domains.length > 0)) continue;
      const t = triage(kb, s.q);
      // 'none': the score floors alone, no gap list.
      const a = method === 'none' ? abstentionOf(s.q, t, 'patterns') && !abstentionOf(s.q, t, 'patterns')?.gap : abstentionOf(s.q, t, method as GapMethod);
      const notLead = !!a || !!t.clarify || !t.lead;
      if (s.abstain) {
        unknown[1]++;
        if (notLead) unknown[0]++;
      } else if (s.lead && t.lead && s.lead.includes(t.lead.id) && !t.clarify) {
        lost[1]++;
        if (a) lost[0]++;
      }
    }
    console.log(`${method.padEnd(9)} ${name.padEnd(12)} "not known" where none fits ${f(unknown).padEnd(16)} right leads lost to "not known" ${f(lost)}`);
  }
}
