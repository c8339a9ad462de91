/**
 * `npm run eval:bengali-dev`: the Bengali development measures, which tuning may look at (the Bengali
 * evaluation set, sets/bn1/, may not be read for tuning: only its summary figure from `eval:answers`).
 *
 * - Leave one out: for each Bengali-script or Banglish example of each entry, the entry is indexed again
 *   without that example and the example is asked as a question; it counts when the offline answer leads with
 *   its own entry (a clarifying question or another lead is a miss). "Top hit" is the same on the
 *   search's best entry alone, before triage.
 * - The development situations (eval/dev/bengali-dev.jsonl, written from the entries' meanings before
 *   any tuning), scored as the answer-level sets are: right lead.
 *
 * `-v` lists the misses.
 */
import { join } from 'node:path';
import { isBanglish } from '@lexmitra/contracts';
import { answerOffline, EXAMPLES, LEGAL_ENTRIES, LegalKbIndex } from '../src';
import { offlineLeadOf } from './measure-answers';
import { readJsonl } from './sets/set5';

const verbose = process.argv.includes('-v');
const inBengali = (text: string) => /\p{Script=Bengali}/u.test(text) || isBanglish(text);
const pct = (x: number, of: number) => `${((100 * x) / (of || 1)).toFixed(1)}% (${x}/${of})`;

/** The offline answer's lead for a question, or why there is none. */
const leadOf = (kb: LegalKbIndex, q: string): string => offlineLeadOf(answerOffline(kb, q));

const kb = new LegalKbIndex(LEGAL_ENTRIES);
const n = { script: [0, 0], banglish: [0, 0], top: [0, 0] };
const misses: string[] = [];
for (const e of LEGAL_ENTRIES) {
  const own = EXAMPLES[e.id] ?? [];
  own.forEach((x, i) => {
    if (!inBengali(x)) return;
    kb.reindexExamples(e.id, own.filter((_, j) => j !== i));
    const lead = leadOf(kb, x);
    const top = kb.find(x)[0]?.entry.id;
    kb.reindexExamples(e.id, own);
    const tally = /\p{Script=Bengali}/u.test(x) ? n.script : n.banglish;
    tally[1]++;
    n.top[1]++;
    if (lead === e.id) tally[0]++;
    else misses.push(`${e.id}: ${lead} (top ${top}) <- ${x}`);
    if (top === e.id) n.top[0]++;
  });
}
const right = n.script[0] + n.banglish[0];
console.log(`Bengali leave-one-out: right lead ${pct(right, n.script[1] + n.banglish[1])}; Bengali script ${pct(n.script[0], n.script[1])}, Banglish ${pct(n.banglish[0], n.banglish[1])}; search's top hit ${pct(n.top[0], n.top[1])}`);
if (verbose) for (const m of misses) console.log(`  - ${m}`);

const dev = readJsonl(join(__dirname, 'dev', 'bengali-dev.jsonl'));
const d = { bn: [0, 0], banglish: [0, 0] };
const devMisses: string[] = [];
const unknown = [0, 0];
for (const s of dev) {
  if (s.abstain) {
    // No entry fits: "not known here" or a question is right, a lead is a confident wrong answer.
    const l = leadOf(kb, s.q);
    unknown[1]++;
    if (l === 'not-known' || l === 'asked' || l === 'none') unknown[0]++;
    else devMisses.push(`${l}, wanted "not known" <- ${s.q}`);
    continue;
  }
  if (!s.lead) continue;
  const lead = leadOf(kb, s.q);
  const tally = s.lang === 'banglish' ? d.banglish : d.bn;
  tally[1]++;
  if (s.lead.includes(lead)) tally[0]++;
  else devMisses.push(`${lead}, wanted ${s.lead.join('|')} <- ${s.q}`);
}
console.log(`Bengali development situations: right lead ${pct(d.bn[0] + d.banglish[0], d.bn[1] + d.banglish[1])}; Bengali script ${pct(d.bn[0], d.bn[1])}, Banglish ${pct(d.banglish[0], d.banglish[1])}; "not known" where none fits ${pct(unknown[0], unknown[1])}`);
if (verbose) for (const m of devMisses) console.log(`  - ${m}`);
