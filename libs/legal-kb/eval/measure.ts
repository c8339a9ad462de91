/**
 * Scores the triage engine on an evaluation set: the share where a right entry leads, the share
 * where a wrong-domain or wrong-side entry appears in the charges (or leads), and how often the
 * engine asks instead of answering: where it should (ambiguous situations) and where it should not.
 */
import { chargesOf, legalKb, triage } from '../src';
import type { EvalSituation } from './types';

export interface EvalFailure {
  q: string;
  why: string;
}

export interface EvalReport {
  total: number;
  /** Share of the unambiguous situations whose lead entry is one of the right ones. */
  rightLead: number;
  /** Share of the unambiguous situations where a listed wrong entry is charged or leads. */
  wrongEntry: number;
  /** Share of all situations answered with a clarifying question. */
  clarified: number;
  /** Share of the unambiguous situations that were asked about anyway. */
  needlessClarify: number;
  /** Share of the ambiguous situations that were asked about. */
  ambiguousAsked: number;
  /** Share of the ambiguous situations whose follow-up reply gets a right lead. */
  followUpRight: number;
  failures: EvalFailure[];
}

export function measure(set: readonly EvalSituation[]): EvalReport {
  const kb = legalKb();
  const failures: EvalFailure[] = [];
  let clear = 0, right = 0, wrong = 0, asked = 0, needless = 0, ambiguous = 0, ambiguousAsked = 0, followUps = 0;
  for (const s of set) {
    const t = triage(kb, s.q);
    if (t.clarify) asked++;
    if (s.ambiguous) {
      ambiguous++;
      if (t.clarify) ambiguousAsked++;
      else failures.push({ q: s.q, why: `ambiguous but answered, lead ${t.lead?.id}` });
      if (s.then) {
        const next = triage(kb, s.then.reply, [s.q], { asked: true });
        if (next.lead && s.then.lead.includes(next.lead.id)) followUps++;
        else failures.push({ q: `${s.q} → ${s.then.reply}`, why: `follow-up lead ${next.lead?.id}, wanted ${s.then.lead.join('|')}` });
      }
      continue;
    }
    clear++;
    if (t.clarify) {
      needless++;
      failures.push({ q: s.q, why: `asked "${t.clarify.question}" though the side is clear` });
      continue;
    }
    if (t.lead && s.lead?.includes(t.lead.id)) right++;
    else failures.push({ q: s.q, why: `lead ${t.lead?.id}, wanted ${s.lead?.join('|')}` });
    const shown = new Set([...chargesOf(t, kb).map((e) => e.id), ...(t.lead ? [t.lead.id] : [])]);
    const bad = (s.not ?? []).filter((id) => shown.has(id));
    if (bad.length) {
      wrong++;
      failures.push({ q: s.q, why: `wrong entries shown: ${bad.join(', ')}` });
    }
  }
  const share = (n: number, d: number) => (d ? n / d : 0);
  return {
    total: set.length,
    rightLead: share(right, clear),
    wrongEntry: share(wrong, clear),
    clarified: share(asked, set.length),
    needlessClarify: share(needless, clear),
    ambiguousAsked: share(ambiguousAsked, ambiguous),
    followUpRight: share(followUps, set.filter((s) => s.then).length),
    failures,
  };
}

/** The goals issue 16 sets, and what "only where truly ambiguous" is taken to mean. */
export const EVAL_GOALS = { rightLead: 0.9, wrongEntry: 0.02, needlessClarify: 0.03, ambiguousAsked: 0.75, followUpRight: 0.8 };
/**
 * What the engine reaches today, at or a little below the measured figures: `npm test` fails when a
 * change makes it worse. Right lead (90.2%) and wrong entries (1.9%) are held at issue 16's goals.
 */
export const EVAL_FLOORS = { rightLead: 0.9, wrongEntry: 0.02, needlessClarify: 0.03, ambiguousAsked: 0.82, followUpRight: 0.82 };
/**
 * The third set (eval/sets/set3.yaml, 90 situations) was measured before any change it informed:
 * right lead 85.4%, wrong 1.2%, ambiguous asked 12.5%, follow-up 62.5%. The clarifying-question
 * length (and general questions that name no one), two cue groups, word senses and the juvenile
 * rule came after; these floors sit at or just under its figures since.
 */
export const EVAL_FLOORS_3 = { rightLead: 0.88, wrongEntry: 0.02, needlessClarify: 0.03, ambiguousAsked: 0.75, followUpRight: 0.87 };
/**
 * The fourth set (eval/sets/set4.yaml, 138 situations over legal-aid intake categories) was measured
 * before any change it informed: right lead 74.2%, wrong 3.1%, needless questions 0.8%, ambiguous asked
 * 90.0%, follow-up 90.0%. New intake entries and general rules (defining elements, asks and facts, the
 * vacated flag) followed; these floors sit at or just under its figures since (91.4 / 1.6 / 0.0 / 90.0 / 90.0).
 * Being used for fixes, it is no longer held out.
 */
export const EVAL_FLOORS_4 = { rightLead: 0.91, wrongEntry: 0.02, needlessClarify: 0.01, ambiguousAsked: 0.9, followUpRight: 0.9 };
/** The same floors for the second set (eval/sets/set2.yaml), just under its measured figures. */
export const EVAL_FLOORS_2 = { rightLead: 0.97, wrongEntry: 0.01, needlessClarify: 0.03, ambiguousAsked: 0.95, followUpRight: 0.88 };

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
export function formatReport(name: string, r: EvalReport): string {
  return [
    `${name}: ${r.total} situations`,
    `  right lead           ${pct(r.rightLead)}   (goal >= ${pct(EVAL_GOALS.rightLead)})`,
    `  wrong domain/side    ${pct(r.wrongEntry)}   (goal <= ${pct(EVAL_GOALS.wrongEntry)})`,
    `  clarifying question  ${pct(r.clarified)} of all; needless ${pct(r.needlessClarify)} (goal <= ${pct(EVAL_GOALS.needlessClarify)}); ambiguous asked ${pct(r.ambiguousAsked)} (goal >= ${pct(EVAL_GOALS.ambiguousAsked)})`,
    `  follow-up right lead ${pct(r.followUpRight)}   (goal >= ${pct(EVAL_GOALS.followUpRight)})`,
  ].join('\n');
}
