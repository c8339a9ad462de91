/**
 * Scores whole offline answers on an answer-level set (sets/set5/): is the right law leading, does the
 * engine say "not known" instead of a confident wrong Act, is a question about the product, privacy, cost
 * or something outside law answered as asked, does a state subject name the state's own Act, and does
 * the answer fit a phone (budget.ts's limits, counted here independently).
 */
import { answerOffline, chargesOf, legalKb, OfflineTurn } from '../src';
import type { AnswerSituation } from './types';
import { STATE_ACT_TITLES_5 } from './sets/set5';
import { STATE_ACT_TITLES_BN } from './sets/bn1';

/** Every set's state Acts, so a stateAct key is found whichever set's table defines it. */
export const STATE_ACT_TITLES: Record<string, string> = { ...STATE_ACT_TITLES_5, ...STATE_ACT_TITLES_BN };

export interface AnswerFailure {
  q: string;
  why: string;
}

export interface AnswerReport {
  total: number;
  /** Legal situations (with a lead label) whose answer leads with a right entry. */
  rightLead: number;
  /** Legal situations answered with "not known here" or a clarifying question instead of a lead. */
  abstained: number;
  /** Of the legal situations answered with a lead: a wrong lead, or a listed wrong entry shown. */
  errorWhenAnswered: number;
  /** Situations whose honest answer is "not known here": the share that got it (or a question), not a lead. */
  abstainedWhenUnknown: number;
  /** Questions about the product, privacy, cost, legal aid or outside law, answered as that kind of question. */
  intentAsAsked: number;
  /** State subjects whose answer names the state's own Act. */
  stateActNamed: number;
  /** State subjects with no place given whose answer asks for it. */
  placeAsked: number;
  /** Non-cognizable offences whose answer says what that means for an FIR. */
  nonCognizableExplained: number;
  /** Answers within the phone budget (lead <= 70 words, <= 5 rights, <= 5 steps, <= 300 words in all). */
  phoneBudget: number;
  /** Answers (clarifying questions included) whose text is mostly Bengali script: more than half its letters. */
  answeredInBengali: number;
  /** Each measure as [count, out of], so a report can show "none" where a set has no such situation. */
  of: Record<AnswerMeasure, [number, number]>;
  failures: AnswerFailure[];
}

export type AnswerMeasure = 'rightLead' | 'abstained' | 'errorWhenAnswered' | 'abstainedWhenUnknown' | 'intentAsAsked' | 'stateActNamed' | 'placeAsked' | 'nonCognizableExplained' | 'phoneBudget' | 'answeredInBengali';

/**
 * Set 5's floors, just under its figures after the change (eval/README.md): `npm test` fails when a change
 * makes whole answers worse. The error rate is a ceiling.
 */
export const EVAL_FLOORS_5 = { rightLead: 0.84, errorWhenAnswered: 0.2, abstainedWhenUnknown: 1, intentAsAsked: 0.95, stateActNamed: 0.95, placeAsked: 1, nonCognizableExplained: 1, phoneBudget: 0.98 };

/** What an offline answer leads with, for the development measures: its entry, "asked" for a clarifying question, or its kind ("not-known", "meta" …). */
export function offlineLeadOf(turn: OfflineTurn): string {
  if (turn.answer.clarify) return 'asked';
  return turn.answer.kind === 'legal' ? (turn.triage?.lead?.id ?? 'none') : (turn.answer.kind ?? 'none');
}

export const PHONE_BUDGET = { leadWords: 70, rights: 5, steps: 5, totalWords: 300 };
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The words an answer puts on screen: the response, then the charges, rights and steps lists. */
export function answerWords(a: OfflineTurn['answer']): number {
  return [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps].reduce((n, s) => n + words(s), 0);
}

export function withinBudget(a: OfflineTurn['answer']): boolean {
  return words(a.lawyer_response) <= PHONE_BUDGET.leadWords && a.rights.length <= PHONE_BUDGET.rights && a.next_steps.length <= PHONE_BUDGET.steps && answerWords(a) <= PHONE_BUDGET.totalWords;
}

/** The whole visible text of an answer, with its citations' Acts, for "does it name X" checks. */
function visible(a: OfflineTurn['answer']): string {
  return [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps, ...a.citations.map((c) => `${c.act} ${c.section}`)].join('\n');
}

/** True when more than half the letters of an answer's own text (not its citations) are Bengali script. */
export function mostlyBengali(a: OfflineTurn['answer']): boolean {
  const text = [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps].join('\n');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const bengali = text.match(/\p{Script=Bengali}/gu)?.filter((c) => /\p{L}/u.test(c)).length ?? 0;
  return letters > 0 && bengali / letters > 0.5;
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** `extraStateActs`: a set's own state Acts (key: English short title), for a set kept outside the repository. */
export function measureAnswers(set: readonly AnswerSituation[], extraStateActs: Record<string, string> = {}): AnswerReport {
  const kb = legalKb();
  const failures: AnswerFailure[] = [];
  const n = { legal: 0, right: 0, abstained: 0, answered: 0, errors: 0, unknown: 0, unknownRight: 0, intents: 0, intentRight: 0, states: 0, stateRight: 0, places: 0, placeRight: 0, noncog: 0, noncogRight: 0, shown: 0, budget: 0, bengali: 0 };
  for (const s of set) {
    const turn = answerOffline(kb, s.q);
    const a = turn.answer;
    const kind = a.kind ?? 'legal';
    // A question answered as one about free legal aid leads with legal aid.
    const lead = kind === 'legal-aid' ? 'legal-aid' : turn.triage?.lead?.id;
    const notLead = !!a.clarify || !lead || (kind !== 'legal' && kind !== 'legal-aid');
    if (mostlyBengali(a)) n.bengali++;
    if (!a.clarify) {
      n.shown++;
      if (withinBudget(a)) n.budget++;
      else failures.push({ q: s.q, why: `over the phone budget: ${words(a.lawyer_response)}-word lead, ${a.rights.length} rights, ${a.next_steps.length} steps, ${answerWords(a)} words` });
    }
    if (s.intent) {
      n.intents++;
      const ok = kind === s.intent || (s.intent === 'legal-aid' && lead === 'legal-aid');
      if (ok) n.intentRight++;
      else failures.push({ q: s.q, why: `asked as ${s.intent}, answered as ${kind}${lead ? ` (lead ${lead})` : ''}` });
      continue;
    }
    if (s.abstain) {
      n.unknown++;
      if (notLead) n.unknownRight++;
      else failures.push({ q: s.q, why: `no entry fits, but answered with ${lead}` });
      continue;
    }
    if (!s.lead) continue;
    n.legal++;
    if (notLead) {
      n.abstained++;
      failures.push({ q: s.q, why: `${a.clarify ? 'asked' : kind === 'legal' ? 'no lead' : `answered as ${kind}`}, wanted ${s.lead.join('|')}` });
    } else {
      n.answered++;
      const shown = new Set([lead!, ...(turn.triage ? chargeIds(turn) : [])]);
      const bad = (s.not ?? []).filter((id) => shown.has(id));
      if (s.lead.includes(lead!)) n.right++;
      else failures.push({ q: s.q, why: `lead ${lead}, wanted ${s.lead.join('|')}` });
      if (!s.lead.includes(lead!) || bad.length) n.errors++;
      if (bad.length) failures.push({ q: s.q, why: `wrong entries shown: ${bad.join(', ')}` });
    }
    if (s.stateAct) {
      n.states++;
      const title = extraStateActs[s.stateAct] ?? STATE_ACT_TITLES[s.stateAct];
      if (title && normal(visible(a)).includes(normal(title))) n.stateRight++;
      else failures.push({ q: s.q, why: `does not name ${title ?? s.stateAct}` });
    }
    if (s.askPlace) {
      n.places++;
      if (a.askPlace || /which state|किस राज्य/i.test(a.lawyer_response)) n.placeRight++;
      else failures.push({ q: s.q, why: 'the answer depends on the state but does not ask for it' });
    }
    if (s.noncog) {
      n.noncog++;
      const text = visible(a);
      if ((/non-cognizable/i.test(text) && /magistrate/i.test(text)) || (/असंज्ञेय/.test(text) && /मजिस्ट्रेट/.test(text)) || (/আমল-অযোগ্য/.test(text) && /ম্যাজিস্ট্রেট/.test(text))) n.noncogRight++;
      else failures.push({ q: s.q, why: 'non-cognizable, but the answer does not say what that means for an FIR' });
    }
  }
  const of: Record<AnswerMeasure, [number, number]> = {
    rightLead: [n.right, n.legal],
    abstained: [n.abstained, n.legal],
    errorWhenAnswered: [n.errors, n.answered],
    abstainedWhenUnknown: [n.unknownRight, n.unknown],
    intentAsAsked: [n.intentRight, n.intents],
    stateActNamed: [n.stateRight, n.states],
    placeAsked: [n.placeRight, n.places],
    nonCognizableExplained: [n.noncogRight, n.noncog],
    phoneBudget: [n.budget, n.shown],
    answeredInBengali: [n.bengali, set.length],
  };
  const share = ([x, d]: [number, number]) => (d ? x / d : 0);
  const shares = Object.fromEntries(Object.entries(of).map(([k, v]) => [k, share(v)])) as Record<AnswerMeasure, number>;
  return { total: set.length, ...shares, of, failures };
}

function chargeIds(turn: OfflineTurn): string[] {
  return turn.triage ? chargesOf(turn.triage, legalKb()).map((e) => e.id) : [];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** A report's lines, each share with its count ("none in the set" where there is no such situation); `bengali` adds the share of answers written in Bengali. */
export function formatAnswerReport(name: string, r: AnswerReport, opts: { bengali?: boolean } = {}): string {
  const f = (m: AnswerMeasure) => (r.of[m][1] ? `${pct(r[m])} (${r.of[m][0]}/${r.of[m][1]})` : 'none in the set');
  return [
    `${name}: ${r.total} situations (whole answers)`,
    `  right lead                ${f('rightLead')}`,
    `  abstained (legal)         ${f('abstained')}; error when answering ${f('errorWhenAnswered')}`,
    `  "not known" where none fits ${f('abstainedWhenUnknown')}`,
    `  answered as asked (meta, privacy, cost, legal aid, out of scope) ${f('intentAsAsked')}`,
    `  state's own Act named     ${f('stateActNamed')}; place asked when missing ${f('placeAsked')}`,
    `  non-cognizable explained  ${f('nonCognizableExplained')}`,
    `  phone budget kept         ${f('phoneBudget')}`,
    ...(opts.bengali ? [`  answered in Bengali       ${f('answeredInBengali')}`] : []),
  ].join('\n');
}
