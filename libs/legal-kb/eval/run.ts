/** `npm run eval:chat`: prints the triage engine's figures on the evaluation set (and its failures with -v). */
import { EVAL_SITUATIONS } from './situations';
import { EVAL_SITUATIONS_2 } from './situations2';
import { formatReport, measure } from './measure';

// Two sets by different hands: a change should hold or improve both (set 2 is the check on set 1).
for (const [name, set] of [['chat triage evaluation (set 1)', EVAL_SITUATIONS], ['chat triage evaluation (set 2)', EVAL_SITUATIONS_2]] as const) {
  const report = measure(set);
  console.log(formatReport(name, report));
  if (process.argv.includes('-v')) for (const f of report.failures) console.log(`  - ${f.q}\n      ${f.why}`);
}
