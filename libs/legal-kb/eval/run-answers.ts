/**
 * `npm run eval:answers`: whole-answer figures on the answer-level sets (sets/set5/, sets/set6/ and the
 * Bengali set sets/bn1/), and the same measures (lead, abstention, phone budget) on the older lead-level
 * sets; `-v` lists the answer-level sets' failures. Every set in the repository has been read (sets 7 and 8
 * were held out until measured). `-- --dir <path>` prints the totals of a held-out set kept outside the
 * repository (outside-set.ts), never its failures; `-- --dir <path> --check` only validates it.
 */
import { EVAL_SETS } from './sets';
import { EVAL_SITUATIONS_5 } from './sets/set5';
import { EVAL_SITUATIONS_6 } from './sets/set6';
import { EVAL_SITUATIONS_BN } from './sets/bn1';
import { EVAL_SITUATIONS_7, EVAL_SITUATIONS_7_BN } from './sets/set7';
import { EVAL_SITUATIONS_8, EVAL_SITUATIONS_8_BN, STATE_ACT_TITLES_8 } from './sets/set8';
import { AnswerReport, formatAnswerReport, measureAnswers } from './measure-answers';
import { checkOutsideSet, readOutsideSet } from './outside-set';

const verbose = process.argv.includes('-v');
const dirArg = process.argv.indexOf('--dir');
if (dirArg >= 0) {
  const dir = process.argv[dirArg + 1];
  const set = readOutsideSet(dir ?? '');
  const problems = checkOutsideSet(set);
  for (const p of problems) console.error(`  ${p}`);
  console.log(`${dir}: ${set.main.length} English/Hindi and ${set.bengali.length} Bengali situations (${Object.entries(set.files).map(([f, n]) => `${f} ${n}`).join(', ')}); ${problems.length} label problems`);
  if (problems.length) process.exit(1);
  if (!process.argv.includes('--check')) {
    for (const [name, part, bengali] of [['English and Hindi', set.main, false], ['Bengali', set.bengali, true]] as const) {
      if (part.length) console.log(formatAnswerReport(`chat answer evaluation (${dir}, ${name})`, measureAnswers(part, set.stateActs), { bengali }));
    }
  }
  process.exit(0);
}
const answerSets: [string, AnswerReport, boolean][] = [
  ['set 5', measureAnswers(EVAL_SITUATIONS_5), false],
  ['set 6', measureAnswers(EVAL_SITUATIONS_6), false],
  ['Bengali set', measureAnswers(EVAL_SITUATIONS_BN), true],
  ['set 7, English and Hindi', measureAnswers(EVAL_SITUATIONS_7), false],
  ['set 7, Bengali', measureAnswers(EVAL_SITUATIONS_7_BN), true],
  ['set 8, English and Hindi', measureAnswers(EVAL_SITUATIONS_8, STATE_ACT_TITLES_8), false],
  ['set 8, Bengali', measureAnswers(EVAL_SITUATIONS_8_BN, STATE_ACT_TITLES_8), true],
];
for (const [name, report, bengali] of answerSets) {
  console.log(formatAnswerReport(`chat answer evaluation (${name})`, report, { bengali }));
  if (verbose) for (const f of report.failures) console.log(`  - ${f.q}\n      ${f.why}`);
}
for (const [name, set] of EVAL_SETS) {
  const r = measureAnswers(set);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`${name}: right lead ${pct(r.rightLead)}, abstained ${pct(r.abstained)}, error when answering ${pct(r.errorWhenAnswered)}, phone budget ${pct(r.phoneBudget)}`);
}
