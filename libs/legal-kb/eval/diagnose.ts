/** `tsx libs/legal-kb/eval/diagnose.ts [--set2] [-v]`: for each wrong lead, was a right entry retrieved, dropped by the frame, or ranked lower? */
import { legalKb, triage } from '../src';
import { EVAL_SITUATIONS } from './situations';
import { EVAL_SITUATIONS_2 } from './situations2';

const kb = legalKb();
const tally = { notRetrieved: 0, droppedByFrame: 0, rankedLower: 0, otherSide: 0 };
// `--set2` for the second set.
for (const s of process.argv.includes('--set2') ? EVAL_SITUATIONS_2 : EVAL_SITUATIONS) {
  if (s.ambiguous || !s.lead) continue;
  const t = triage(kb, s.q);
  if (t.clarify || (t.lead && s.lead.includes(t.lead.id))) continue;
  const raw = kb.find(s.q, [], 40, 0.03).map((h) => h.entry.id);
  const ranked = t.hits.find((h) => s.lead!.includes(h.entry.id));
  const why = !s.lead.some((id) => raw.includes(id)) ? 'notRetrieved' : !ranked ? 'droppedByFrame' : ranked.otherSide ? 'otherSide' : 'rankedLower';
  tally[why]++;
  if (process.argv.includes('-v')) console.log(`${why}\t${t.lead?.id}\t${s.lead.join('|')}\t${s.q.slice(0, 90)}`);
}
console.log(tally);
