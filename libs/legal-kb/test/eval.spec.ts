/**
 * The triage engine against the evaluation sets in eval/sets/ (written from entry ids and titles only,
 * by different hands; set 2 was committed before the engine changes it checks). The thresholds are
 * floors at issue 16's goals or just under today's figures, so a change that makes answers worse
 * fails. The report printed first shows the figures against the goals. `npm run eval:chat -- -v`
 * lists failures.
 */
import type { EvalSituation } from '../eval/types';
import { EVAL_SITUATIONS, EVAL_SITUATIONS_2, EVAL_SITUATIONS_3, EVAL_SITUATIONS_4 } from '../eval/sets';
import { EVAL_FLOORS, EVAL_FLOORS_2, EVAL_FLOORS_3, EVAL_FLOORS_4, formatReport, measure } from '../eval/measure';
import { legalKb } from '../src';
import { EVAL_SITUATIONS_5, PLANNED_5 } from '../eval/sets/set5';
import { EVAL_FLOORS_5, formatAnswerReport, measureAnswers } from '../eval/measure-answers';
import { EVAL_SITUATIONS_6, PLANNED_6 } from '../eval/sets/set6';
import { EVAL_SITUATIONS_BN, PLANNED_BN } from '../eval/sets/bn1';
import { EVAL_SITUATIONS_7, EVAL_SITUATIONS_7_BN, PLANNED_7 } from '../eval/sets/set7';
import { EVAL_SITUATIONS_8, EVAL_SITUATIONS_8_BN, STATE_ACT_TITLES_8 } from '../eval/sets/set8';
import { STATE_ACT_TITLES } from '../eval/measure-answers';

/** Name, situations, floors, least size, least per language, least from the accused's side. */
const sets: [string, EvalSituation[], typeof EVAL_FLOORS, number, number, number][] = [
  ['set 1', EVAL_SITUATIONS, EVAL_FLOORS, 200, 40, 30],
  ['set 2', EVAL_SITUATIONS_2, EVAL_FLOORS_2, 150, 40, 30],
  ['set 3', EVAL_SITUATIONS_3, EVAL_FLOORS_3, 90, 30, 25],
  ['set 4', EVAL_SITUATIONS_4, EVAL_FLOORS_4, 100, 25, 15],
];

describe.each(sets)('chat triage evaluation %s', (name, set, floors, size, perLanguage, accused) => {
  const report = measure(set);
  // Printed so a test run shows the figures, not only pass/fail.
  beforeAll(() => console.log(formatReport(`chat triage evaluation (${name})`, report)));

  it('has its situations in English, romanised Hindi and Devanagari, victims and accused', () => {
    expect(set.length).toBeGreaterThanOrEqual(size);
    for (const lang of ['en', 'hinglish', 'hi'] as const) expect(set.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(perLanguage);
    expect(set.filter((s) => s.side === 'accused').length).toBeGreaterThanOrEqual(accused);
  });
  it('labels only entries the knowledge base has (a missing id would never match)', () => {
    const kb = legalKb();
    const ids = set.flatMap((s) => [...(s.lead ?? []), ...(s.not ?? []), ...(s.then?.lead ?? [])]);
    expect(ids.filter((id) => !kb.get(id))).toEqual([]);
  });
  it(`a right entry leads in >= ${Math.round(floors.rightLead * 1000) / 10}%`, () => expect(report.rightLead).toBeGreaterThanOrEqual(floors.rightLead));
  it(`a wrong-domain or wrong-side entry shows in <= ${Math.round(floors.wrongEntry * 1000) / 10}%`, () => expect(report.wrongEntry).toBeLessThanOrEqual(floors.wrongEntry));
  it('asks a clarifying question only where the side is truly open', () => {
    expect(report.needlessClarify).toBeLessThanOrEqual(floors.needlessClarify);
    expect(report.ambiguousAsked).toBeGreaterThanOrEqual(floors.ambiguousAsked);
  });
  it('answers the follow-up to a clarifying question for the side chosen', () => expect(report.followUpRight).toBeGreaterThanOrEqual(floors.followUpRight));
});

/**
 * The fifth set (eval/sets/set5/*.jsonl) scores whole answers: meta, privacy, cost and out-of-scope
 * questions answered as asked, "not known" where no entry fits, the state's own Act, non-cognizable
 * offences explained, and the phone budget, besides the lead (eval/README.md has its first and later figures).
 */
describe('chat answer evaluation set 5', () => {
  const report = measureAnswers(EVAL_SITUATIONS_5);
  beforeAll(() => console.log(formatAnswerReport('chat answer evaluation (set 5)', report)));

  it('has situations in English, romanised Hindi and Devanagari, on both sides, and every kind of question', () => {
    for (const lang of ['en', 'hinglish', 'hi'] as const) expect(EVAL_SITUATIONS_5.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(20);
    expect(EVAL_SITUATIONS_5.filter((s) => s.side === 'accused').length).toBeGreaterThanOrEqual(10);
    for (const intent of ['meta', 'privacy', 'out-of-scope', 'legal-aid', 'cost'] as const) expect(EVAL_SITUATIONS_5.filter((s) => s.intent === intent).length).toBeGreaterThanOrEqual(4);
  });
  it('labels only entries the knowledge base has, or the ones it lacked when the set was written', () => {
    const kb = legalKb();
    const ids = EVAL_SITUATIONS_5.flatMap((s) => [...(s.lead ?? []), ...(s.not ?? [])]);
    expect(ids.filter((id) => !kb.get(id) && !PLANNED_5.includes(id))).toEqual([]);
  });
  it.each(Object.entries(EVAL_FLOORS_5))('%s holds its floor', (measure, floor) => {
    const value = report[measure as keyof typeof EVAL_FLOORS_5];
    if (measure === 'errorWhenAnswered') expect(value).toBeLessThanOrEqual(floor);
    else expect(value).toBeGreaterThanOrEqual(floor);
  });
});

/**
 * The sixth and the Bengali sets, written before the engine changes they measure (eval/README.md has their
 * first figures; `npm run eval:answers` prints them). Here only their shape and labels are held: floors
 * belong to them once a change has been measured on them.
 */
describe('answer evaluation sets written before the change (set 6, Bengali)', () => {
  const kb = legalKb();
  const unknown = (set: typeof EVAL_SITUATIONS_6, planned: string[]) => set.flatMap((s) => [...(s.lead ?? []), ...(s.not ?? [])]).filter((id) => !kb.get(id) && !planned.includes(id));

  it('set 6 has English, romanised Hindi and Devanagari, both sides, every kind of question, places and unknown areas', () => {
    expect(EVAL_SITUATIONS_6.length).toBeGreaterThanOrEqual(120);
    for (const lang of ['en', 'hinglish', 'hi'] as const) expect(EVAL_SITUATIONS_6.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(30);
    expect(EVAL_SITUATIONS_6.filter((s) => s.side === 'accused').length).toBeGreaterThanOrEqual(10);
    for (const intent of ['meta', 'privacy', 'out-of-scope', 'legal-aid', 'cost'] as const) expect(EVAL_SITUATIONS_6.filter((s) => s.intent === intent).length).toBeGreaterThanOrEqual(3);
    expect(EVAL_SITUATIONS_6.filter((s) => s.stateAct).length).toBeGreaterThanOrEqual(20);
    expect(EVAL_SITUATIONS_6.filter((s) => s.askPlace).length).toBeGreaterThanOrEqual(6);
    expect(EVAL_SITUATIONS_6.filter((s) => s.abstain).length).toBeGreaterThanOrEqual(8);
    expect(EVAL_SITUATIONS_6.filter((s) => s.noncog).length).toBeGreaterThanOrEqual(4);
  });
  it('the Bengali set is in Bengali script and in Banglish, with West Bengal tenancy and land and questions about the product', () => {
    expect(EVAL_SITUATIONS_BN.filter((s) => s.lang === 'bn').length).toBeGreaterThanOrEqual(40);
    expect(EVAL_SITUATIONS_BN.filter((s) => s.lang === 'banglish').length).toBeGreaterThanOrEqual(20);
    expect(EVAL_SITUATIONS_BN.filter((s) => s.lang !== 'bn' && s.lang !== 'banglish')).toEqual([]);
    // Bengali script really is Bengali script, and Banglish is Latin letters only.
    for (const s of EVAL_SITUATIONS_BN) expect(/\p{Script=Bengali}/u.test(s.q)).toBe(s.lang === 'bn');
    expect(EVAL_SITUATIONS_BN.filter((s) => s.stateAct === 'wb-tenancy-1997').length).toBeGreaterThanOrEqual(5);
    expect(EVAL_SITUATIONS_BN.filter((s) => s.stateAct === 'wb-land-reforms-1955').length).toBeGreaterThanOrEqual(3);
    expect(EVAL_SITUATIONS_BN.filter((s) => s.intent).length).toBeGreaterThanOrEqual(6);
  });
  it('label only entries the knowledge base has, or the ones each set lacked when written', () => {
    expect(unknown(EVAL_SITUATIONS_6, PLANNED_6)).toEqual([]);
    expect(unknown(EVAL_SITUATIONS_BN, PLANNED_BN)).toEqual([]);
  });
});

/**
 * The seventh set was held out until measured (`npm run eval:answers` prints it now). Only its shape and labels
 * are held here.
 */
describe('answer evaluation set 7', () => {
  const kb = legalKb();
  const all = [...EVAL_SITUATIONS_7, ...EVAL_SITUATIONS_7_BN];

  it('has English, romanised Hindi and Devanagari in its main part and Bengali script and Banglish in its Bengali part', () => {
    expect(EVAL_SITUATIONS_7.length).toBeGreaterThanOrEqual(100);
    for (const lang of ['en', 'hinglish', 'hi'] as const) expect(EVAL_SITUATIONS_7.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(25);
    expect(EVAL_SITUATIONS_7.filter((s) => s.lang === 'bn' || s.lang === 'banglish')).toEqual([]);
    expect(EVAL_SITUATIONS_7_BN.filter((s) => s.lang === 'bn').length).toBeGreaterThanOrEqual(25);
    expect(EVAL_SITUATIONS_7_BN.filter((s) => s.lang === 'banglish').length).toBeGreaterThanOrEqual(10);
    for (const s of EVAL_SITUATIONS_7_BN) expect(/\p{Script=Bengali}/u.test(s.q)).toBe(s.lang === 'bn');
  });
  it('holds every kind of question: intents, places, unknown areas, traps and both sides', () => {
    for (const intent of ['meta', 'privacy', 'out-of-scope', 'legal-aid', 'cost'] as const) expect(EVAL_SITUATIONS_7.filter((s) => s.intent === intent).length).toBeGreaterThanOrEqual(2);
    expect(EVAL_SITUATIONS_7.filter((s) => s.stateAct).length).toBeGreaterThanOrEqual(12);
    expect(EVAL_SITUATIONS_7.filter((s) => s.askPlace).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((s) => s.abstain).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((s) => s.noncog).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((s) => s.side === 'accused').length).toBeGreaterThanOrEqual(15);
    expect(EVAL_SITUATIONS_7_BN.filter((s) => s.stateAct === 'wb-tenancy-1997').length).toBeGreaterThanOrEqual(5);
    expect(EVAL_SITUATIONS_7_BN.filter((s) => s.stateAct === 'wb-land-reforms-1955').length).toBeGreaterThanOrEqual(3);
  });
  it('labels only entries the knowledge base has, or the ones it lacked when written', () => {
    expect(all.flatMap((s) => [...(s.lead ?? []), ...(s.not ?? [])]).filter((id) => !kb.get(id) && !PLANNED_7.includes(id))).toEqual([]);
  });
});

/**
 * The eighth set was kept outside the repository until measured (eval/README.md has its first and last
 * figures); here its shape and labels are held, and every state Act it names has a title.
 */
describe('answer evaluation set 8', () => {
  const kb = legalKb();
  const all = [...EVAL_SITUATIONS_8, ...EVAL_SITUATIONS_8_BN];

  it('has English, romanised Hindi and Devanagari in its main part and Bengali script and Banglish in its Bengali part', () => {
    expect(EVAL_SITUATIONS_8.length).toBeGreaterThanOrEqual(160);
    for (const lang of ['en', 'hinglish', 'hi'] as const) expect(EVAL_SITUATIONS_8.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(40);
    expect(EVAL_SITUATIONS_8.filter((s) => s.lang === 'bn' || s.lang === 'banglish')).toEqual([]);
    expect(EVAL_SITUATIONS_8_BN.filter((s) => s.lang === 'bn').length).toBeGreaterThanOrEqual(40);
    expect(EVAL_SITUATIONS_8_BN.filter((s) => s.lang === 'banglish').length).toBeGreaterThanOrEqual(20);
    for (const s of EVAL_SITUATIONS_8_BN) expect(/\p{Script=Bengali}/u.test(s.q)).toBe(s.lang === 'bn');
  });
  it('labels only entries the knowledge base has, and state Acts with a title', () => {
    expect(all.flatMap((s) => [...(s.lead ?? []), ...(s.not ?? [])]).filter((id) => !kb.get(id))).toEqual([]);
    expect(all.flatMap((s) => (s.stateAct ? [s.stateAct] : [])).filter((k) => !STATE_ACT_TITLES_8[k] && !STATE_ACT_TITLES[k])).toEqual([]);
  });
});
