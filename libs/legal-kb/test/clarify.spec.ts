/**
 * The clarifying question: asked for short general questions whose side is open, never for a story
 * that shows it, and each quick reply, sent back as the next turn, settles the side it names.
 */
import { CLARIFY_QUESTIONS, composeOfflineAnswer, frameOf, legalKb, triage } from '../src';

describe('clarifying question', () => {
  const kb = legalKb();

  it.each(CLARIFY_QUESTIONS.flatMap((q) => (['en', 'hi'] as const).flatMap((lang) => q[lang].options.map((option, i) => [q.pair.join('/'), lang, option, q.pair[i]] as const))))(
    '%s (%s): the reply "%s" puts the asker on the %s side',
    (_pair, _lang, option, side) => {
      expect(frameOf(option, ['what are the rules here?']).roles).toContain(side);
    },
  );

  it('asks a giver-or-receiver question about a bounced cheque, in the language of the question', () => {
    const en = triage(kb, 'What happens in a cheque bounce case?');
    expect(en.clarify?.pair).toEqual(['drawer', 'payee']);
    expect(en.clarify?.options.length).toBeGreaterThanOrEqual(2);
    const hi = triage(kb, 'चेक बाउंस केस में क्या होता है?');
    expect(hi.clarify?.question).toMatch(/[\u0900-\u097F]/);
    const answer = composeOfflineAnswer(kb, en, 'What happens in a cheque bounce case?');
    expect(answer.clarify).toEqual({ question: en.clarify!.question, options: en.clarify!.options });
    expect(answer.lawyer_response).toContain(en.clarify!.question);
  });

  it('answers each side after the reply, and does not ask twice', () => {
    const q = 'What happens in a cheque bounce case?';
    const drawer = triage(kb, 'I gave the cheque', [q], { asked: true });
    expect(drawer.lead?.id).toBe('ni-138-drawer');
    const payee = triage(kb, 'I received the cheque', [q], { asked: true });
    expect(payee.lead?.id).toBe('ni-138');
    expect(triage(kb, 'not sure', [q], { asked: true }).clarify).toBeUndefined();
  });

  it('does not ask when the words say the side, or when a story is told', () => {
    expect(triage(kb, 'I received a legal notice because the cheque I gave my supplier bounced').clarify).toBeUndefined();
    expect(triage(kb, 'The cheque my tenant gave me for three months of rent bounced, what now?').clarify).toBeUndefined();
    expect(
      triage(kb, 'Last week at the market a man grabbed my bag, pushed me down and ran off with it; a shopkeeper saw it happen and I have his number').clarify,
    ).toBeUndefined();
  });
});
