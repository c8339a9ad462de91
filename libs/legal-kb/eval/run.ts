/** `npm run eval:chat`: prints the triage engine's figures on the evaluation set (and its failures with -v). */
import { EVAL_SITUATIONS } from './situations';
import { formatReport, measure } from './measure';

const report = measure(EVAL_SITUATIONS);
console.log(formatReport('chat triage evaluation', report));
if (process.argv.includes('-v')) for (const f of report.failures) console.log(`  - ${f.q}\n      ${f.why}`);
