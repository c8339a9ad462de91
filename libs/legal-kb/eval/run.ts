/** `npm run eval:chat`: prints the triage engine's figures on every evaluation set (and its failures with -v; `--set 4` for one set). */
import { EVAL_SETS } from './sets';
import { formatReport, measure } from './measure';

const only = process.argv.indexOf('--set');
for (const [name, set] of EVAL_SETS) {
  if (only >= 0 && name !== `set ${process.argv[only + 1]}`) continue;
  const report = measure(set);
  console.log(formatReport(`chat triage evaluation (${name})`, report));
  if (process.argv.includes('-v')) for (const f of report.failures) console.log(`  - ${f.q}\n      ${f.why}`);
}
