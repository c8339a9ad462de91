/**
 * How a message's intent is best recognised, compared on every set: the written patterns, the nearest
 * examples (src/nearest.ts), or either. For each set: the questions about the product, privacy, cost, legal
 * aid or outside law answered as asked, and the legal situations wrongly taken as such a question.
 * `--sweep` also tries other neighbour counts, similarity floors and margins on sets 1-5 only (set 6 and
 * the Bengali set measure; they never choose). Figures: eval/README.md.
 */
import { intentOf, isLegalSituation, legalKb, triage } from '../src';
import { INTENT_MATCH, IntentMethod } from '../src/intent';
import { EVAL_SETS } from './sets';
import { EVAL_SITUATIONS_5 } from './sets/set5';
import { EVAL_SITUATIONS_6 } from './sets/set6';
import { EVAL_SITUATIONS_BN } from './sets/bn1';
import type { AnswerSituation } from './types';

const kb = legalKb();
type Set = readonly AnswerSituation[];
const tuning: [string, Set][] = [...EVAL_SETS.map(([n, s]) => [n, s as Set] as [string, Set]), ['set 5', EVAL_SITUATIONS_5]];
const heldOut: [string, Set][] = [['set 6', EVAL_SITUATIONS_6], ['Bengali set', EVAL_SITUATIONS_BN]];

/** Triage is the slow part and does not change with the intent method: once per message. */
const legalMemo = new Map<string, boolean>();
const isLegal = (q: string) => legalMemo.get(q) ?? legalMemo.set(q, isLegalSituation(q, triage(kb, q))).get(q)!;

function score(set: Set, method: IntentMethod): { asked: [number, number]; taken: [number, number] } {
  const asked: [number, number] = [0, 0];
  const taken: [number, number] = [0, 0];
  for (const s of set) {
    const legal = () => isLegal(s.q);
    const intent = intentOf(s.q, legal, method, () => !!triage(kb, s.q).clarify, () => triage(kb, s.q).frame.domains.length > 0);
    if (s.intent) {
      asked[1]++;
      const ok = intent?.kind === s.intent || (!intent && s.intent === 'legal-aid' && triage(kb, s.q).lead?.id === 'legal-aid');
      if (ok) asked[0]++;
    } else if (s.lead || s.ambiguous) {
      taken[1]++;
      // Taken as a question about legal aid is right where legal aid is the right lead.
      if (intent && !(intent.kind === 'legal-aid' && s.lead?.includes('legal-aid'))) taken[0]++;
    }
  }
  return { asked, taken };
}

const f = ([x, n]: [number, number]) => (n ? `${((100 * x) / n).toFixed(1)}% (${x}/${n})` : 'none');
function table(sets: [string, Set][]) {
  for (const method of ['patterns', 'examples', 'both'] as const) {
    for (const [name, set] of sets) {
      const r = score(set, method);
      console.log(`${method.padEnd(9)} ${name.padEnd(12)} answered as asked ${f(r.asked).padEnd(16)} legal taken as an intent ${f(r.taken)}`);
    }
  }
}

if (process.argv.includes('--sweep')) {
  for (const neighbours of [1, 3, 5]) {
    for (const minSimilarity of [0.1, 0.15, 0.2, 0.3]) {
      for (const margin of [1, 1.5, 2]) {
        Object.assign(INTENT_MATCH, { neighbours, minSimilarity, margin });
        const all = tuning.map(([, set]) => score(set, 'examples'));
        const asked = all.reduce((a, r) => [a[0] + r.asked[0], a[1] + r.asked[1]] as [number, number], [0, 0] as [number, number]);
        const taken = all.reduce((a, r) => [a[0] + r.taken[0], a[1] + r.taken[1]] as [number, number], [0, 0] as [number, number]);
        console.log(`k=${neighbours} min=${minSimilarity} margin=${margin}: asked ${f(asked)}, legal taken ${f(taken)}`);
      }
    }
  }
} else {
  table([...tuning, ...heldOut]);
}
