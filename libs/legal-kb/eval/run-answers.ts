/**
 * `npm run eval:answers`: whole-answer figures on the answer-level set (sets/set5/), and the same
 * measures (lead, abstention, phone budget) on the older lead-level sets; `-v` lists set 5's failures.
 */
import { EVAL_SETS } from './sets';
import { EVAL_SITUATIONS_5 } from './sets/set5';
import { formatAnswerReport, measureAnswers } from './measure-answers';

const report = measureAnswers(EVAL_SITUATIONS_5);
console.log(formatAnswerReport('chat answer evaluation (set 5)', report));
for (const [name, set] of EVAL_SETS) {
  const r = measureAnswers(set);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`${name}: right lead ${pct(r.rightLead)}, abstained ${pct(r.abstained)}, error when answering ${pct(r.errorWhenAnswered)}, phone budget ${pct(r.phoneBudget)}`);
}
if (process.argv.includes('-v')) for (const f of report.failures) console.log(`  - ${f.q}\n      ${f.why}`);
