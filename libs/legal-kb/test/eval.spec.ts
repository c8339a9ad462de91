/**
 * The triage engine against the evaluation set in eval/ (written before the engine change, from
 * entry ids and titles only). The goals of issue 16 are not met yet: the thresholds here are
 * floors just under today's figures, so a change that makes answers worse fails. The report
 * printed first shows the figures against the goals. `npm run eval:chat -- -v` lists failures.
 */
import { EVAL_SITUATIONS } from '../eval/situations';
import { EVAL_FLOORS as EVAL_GOALS, formatReport, measure } from '../eval/measure';

describe('chat triage evaluation set', () => {
  const report = measure(EVAL_SITUATIONS);
  // Printed so a test run shows the figures, not only pass/fail.
  beforeAll(() => console.log(formatReport('chat triage evaluation', report)));

  it('has at least 200 situations in English, romanised Hindi and Devanagari, victims and accused', () => {
    expect(EVAL_SITUATIONS.length).toBeGreaterThanOrEqual(200);
    for (const lang of ['en', 'hinglish', 'hi'] as const) expect(EVAL_SITUATIONS.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(40);
    expect(EVAL_SITUATIONS.filter((s) => s.side === 'accused').length).toBeGreaterThanOrEqual(40);
  });
  it(`a right entry leads in >= ${EVAL_GOALS.rightLead * 100}%`, () => expect(report.rightLead).toBeGreaterThanOrEqual(EVAL_GOALS.rightLead));
  it(`a wrong-domain or wrong-side entry shows in <= ${EVAL_GOALS.wrongEntry * 100}%`, () => expect(report.wrongEntry).toBeLessThanOrEqual(EVAL_GOALS.wrongEntry));
  it('asks a clarifying question only where the side is truly open', () => {
    expect(report.needlessClarify).toBeLessThanOrEqual(EVAL_GOALS.needlessClarify);
    expect(report.ambiguousAsked).toBeGreaterThanOrEqual(EVAL_GOALS.ambiguousAsked);
  });
  it('answers the follow-up to a clarifying question for the side chosen', () => expect(report.followUpRight).toBeGreaterThanOrEqual(EVAL_GOALS.followUpRight));
});
