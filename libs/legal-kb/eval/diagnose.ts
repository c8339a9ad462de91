/** `tsx --tsconfig libs/legal-kb/tsconfig.scripts.json libs/legal-kb/eval/diagnose.ts [--set N] [-v]`: for each wrong lead, was a right entry retrieved, dropped by the frame, or ranked lower? */
import { legalKb, triage } from '../src';
import { EVAL_SETS } from './sets';

const kb = legalKb();
const tally = { notRetrieved: 0, droppedByFrame: 0, rankedLower: 0, otherSide: 0 };
// `--set N` for set N (default set 1).
const at = process.argv.indexOf('--set');
const wanted = `set ${at >= 0 ? process.argv[at + 1] : '1'}`;
for (const s of EVAL_SETS.find(([name]) => name === wanted)?.[1] ?? []) {
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
