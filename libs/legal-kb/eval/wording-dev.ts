/**
 * `npm run eval:wording-dev [-- -v]`: right lead on the wording development set (dev/wording-dev.jsonl, one
 * entry per story, written apart from the engine; see dev/README.md), by script, and how often the search's
 * best entry alone (before triage) is that entry. `-v` lists the misses. Another JSONL file of `{q, lead}`
 * rows may be given as the first argument.
 */
import { readFileSync } from 'node:fs';
import { isBanglish } from '@lexmitra/contracts';
import { answerOffline, legalKb } from '../src';
import { offlineLeadOf } from './measure-answers';

const file = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? `${__dirname}/dev/wording-dev.jsonl`;
const verbose = process.argv.includes('-v');
const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { q: string; lead: string[] });
const kb = legalKb();
const tally: Record<string, [right: number, of: number]> = {};
const misses: string[] = [];
let top = 0;
for (const r of rows) {
  const script = /\p{Script=Bengali}/u.test(r.q) ? 'bn' : /\p{Script=Devanagari}/u.test(r.q) ? 'hi' : isBanglish(r.q) ? 'banglish' : 'latin';
  const lead = offlineLeadOf(answerOffline(kb, r.q));
  if (r.lead.includes(kb.find(r.q)[0]?.entry.id ?? '')) top++;
  const t = (tally[script] ??= [0, 0]);
  t[1]++;
  if (r.lead.includes(lead)) t[0]++;
  else misses.push(`${lead}, wanted ${r.lead.join('|')} <- ${r.q}`);
}
const pct = ([x, n]: [number, number]) => `${((100 * x) / (n || 1)).toFixed(1)}% (${x}/${n})`;
const all = Object.values(tally).reduce<[number, number]>((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);
console.log(`wording development set: right lead ${pct(all)}; ${Object.entries(tally).map(([s, v]) => `${s} ${pct(v)}`).join(', ')}; search's top hit ${pct([top, rows.length])}`);
if (verbose) for (const m of misses) console.log(`  - ${m}`);
