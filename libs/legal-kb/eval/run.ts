/** `npm run eval:chat`: prints the triage engine's figures on the evaluation set (and its failures with -v). */
import { EVAL_SITUATIONS } from './situations';
import { EVAL_SITUATIONS_2 } from './situations2';
import { EVAL_SITUATIONS_3 } from './situations3';
import { EVAL_SITUATIONS_4 } from './sets/set4';
import { formatReport, measure } from './measure';

// Four sets by different hands: a change should hold or improve all (each later set checks the earlier ones).
const SETS = [['chat triage evaluation (set 1)', EVAL_SITUATIONS], ['chat triage evaluation (set 2)', EVAL_SITUATIONS_2], ['chat triage evaluation (set 3)', EVAL_SITUATIONS_3], ['chat triage evaluation (set 4)', EVAL_SITUATIONS_4]] as const;
for (const [name, set] of SETS) {
  const report = measure(set);
  console.log(formatReport(name, report));
  if (process.argv.includes('-v')) for (const f of report.failures) console.log(`  - ${f.q}\n      ${f.why}`);
}
