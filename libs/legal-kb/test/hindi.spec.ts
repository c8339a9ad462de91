/**
 * Hindi in the offline answer: the 40 most-asked entries carry complete Hindi blocks, and a
 * Devanagari question or a Hindi interface gets the fixed texts (disclaimer, forum line, legal-aid
 * step, no-match text, clarifying question) and those blocks in Hindi; other entries fall back to
 * English marked as such. English answers keep their English texts.
 */
import { ANSWER_TEXTS, composeOfflineAnswer, formatCharge, hindiProblems, LEGAL_ENTRIES, legalKb, LegalEntry, triage } from '../src';
import { MOST_ASKED_IDS } from '../src/data/hindi';

const DEVANAGARI = /\p{Script=Devanagari}/u;
const byId = (id: string) => LEGAL_ENTRIES.find((e) => e.id === id) as LegalEntry;

describe('Hindi blocks of the most-asked entries', () => {
  it('lists 40 distinct, existing entries', () => {
    expect(MOST_ASKED_IDS.length).toBe(40);
    expect(new Set(MOST_ASKED_IDS).size).toBe(40);
    for (const id of MOST_ASKED_IDS) expect(byId(id)).toBeDefined();
  });

  it.each(MOST_ASKED_IDS.map((id) => [id]))('%s has a complete Hindi title, summary, rights and steps', (id) => {
    const e = byId(id);
    expect(hindiProblems(e)).toEqual([]);
    expect(e.hi!.rights?.length ?? 0).toBe(e.rights?.length ?? 0);
    expect(e.hi!.steps?.length ?? 0).toBe(e.steps?.length ?? 0);
  });

  it('finds what an incomplete block lacks', () => {
    const e = byId('ni-138');
    expect(hindiProblems(e, { title: 'चेक बाउंस', summary: 'Cheque bounce in English', steps: ['नोटिस भेजें'] })).toEqual([
      'summary is not in Devanagari',
      'punishment missing',
      'forum missing',
      'rights: 0 in Hindi, 1 in English',
      'steps: 1 in Hindi, 2 in English',
    ]);
    const { hi: _hi, ...bare } = byId('bns-325-animal');
    expect(hindiProblems(bare)).toEqual(['no Hindi block']);
  });

  it('keeps section references as the English entries write them', () => {
    for (const id of MOST_ASKED_IDS) {
      const e = byId(id);
      const refs = (text: string) => (text.match(/\b(?:BNSS?|IPC|CrPC|NI Act|MTA|TPA|SRA|CPC) s+\.[\dA-Z()-]+/g) ?? []).sort();
      (e.rights ?? []).forEach((r, i) => expect(refs(e.hi!.rights![i])).toEqual(refs(r)));
    }
  });
});

describe('offline answer in Hindi', () => {
  const kb = legalKb();
  const ask = (q: string, ui?: string) => composeOfflineAnswer(kb, triage(kb, q), q, ui);

  it('answers a Devanagari question with Hindi fixed texts and Hindi entries', () => {
    const a = ask('मेरा फोन बाजार में चोरी हो गया');
    expect(a.language).toBe('hi');
    expect(a.lawyer_response).toContain(ANSWER_TEXTS.hi.closing);
    expect(a.lawyer_response).toMatch(/^आपने जो बताया उसके अनुसार/);
    expect(a.lawyer_response).toContain('कहाँ जाएँ:');
    expect(a.potential_charges[0]).toBe(
      'चोरी (BNS s.303; पहले IPC s.379, IPC s.378): 3 साल तक की कैद, या जुर्माना, या दोनों; दोबारा अपराध करने वाले को 1 से 5 साल तक की कैद और जुर्माना। संज्ञेय, गैर-ज़मानती।',
    );
    expect(a.rights).toContain(byId('fir').hi!.rights![0]);
    expect(a.next_steps).toEqual(expect.arrayContaining(byId('bns-303-theft').hi!.steps!));
    expect(a.next_steps.join('\n')).toContain('15100');
    expect(a.citations).toContainEqual({ act: 'Bharatiya Nyaya Sanhita, 2023', section: '303', title: 'चोरी' });
  });

  it('answers in Hindi when the interface is Hindi, even for an English question', () => {
    const a = ask('My husband beats me and his family keeps demanding dowry', 'hi');
    expect(a.language).toBe('hi');
    expect(a.potential_charges.join('\n')).toContain('पति या उसके रिश्तेदारों द्वारा क्रूरता (BNS s.85');
    expect(a.next_steps.every((s) => DEVANAGARI.test(s))).toBe(true);
    expect(a.lawyer_response).toContain(ANSWER_TEXTS.hi.closing);
  });

  it('keeps English for an English question, and for romanised Hindi with an English interface', () => {
    for (const q of ['Someone stole my phone from my pocket on the bus', 'mera mobile chori ho gaya market mein']) {
      const a = ask(q, 'en');
      expect(a.language).toBe('en');
      expect(a.lawyer_response).toContain(ANSWER_TEXTS.en.closing);
      expect(a.potential_charges[0]).toMatch(/^Theft \(BNS s\.303; earlier IPC s\.379/);
      expect([a.lawyer_response, ...a.rights, ...a.next_steps, ...a.potential_charges].some((s) => DEVANAGARI.test(s))).toBe(false);
    }
  });

  it('gives the charge of an entry beyond the most-asked in Hindi too', () => {
    const a = ask('मेरे पड़ोसी ने ज़हर देकर मेरी बकरी मार दी');
    expect(a.language).toBe('hi');
    expect(a.potential_charges.join('\n')).toContain('किसी पशु को मारना या अपंग करना (BNS s.325');
    expect(a.potential_charges.join('\n')).not.toContain(ANSWER_TEXTS.hi.englishOnly.trim());
    expect(a.lawyer_response).toContain(ANSWER_TEXTS.hi.closing);
  });

  it('still marks an entry that has no Hindi block, rather than leaving it out', () => {
    const { hi: _hi, ...bare } = byId('bns-325-animal');
    expect(formatCharge(bare, 'hi')).toBe(`${ANSWER_TEXTS.hi.englishOnly}${formatCharge(bare)}`);
  });

  it('asks its clarifying question in Hindi for a Hindi interface', () => {
    const a = ask('What happens in a cheque bounce case?', 'hi');
    expect(a.clarify?.question).toBe('बाउंस हुआ चेक आपने दिया था, या आपको मिला था?');
    expect(a.clarify?.options).toEqual(['मैंने चेक दिया था', 'मुझे चेक मिला था']);
    expect(a.lawyer_response).toContain(ANSWER_TEXTS.hi.clarifyWhy);
    expect(ask('What happens in a cheque bounce case?').clarify?.question).toBe('Did you give the cheque that bounced, or did you receive it?');
  });

  it('says it found nothing in Hindi', () => {
    const t = triage(kb, 'नमस्ते');
    const a = composeOfflineAnswer(kb, { ...t, lead: undefined, clarify: undefined, hits: [] }, 'नमस्ते');
    expect(a.lawyer_response).toBe(`${ANSWER_TEXTS.hi.noMatch} ${ANSWER_TEXTS.hi.closing}`);
    expect(a.next_steps).toEqual([ANSWER_TEXTS.hi.noMatchStep, ANSWER_TEXTS.hi.legalAidStep]);
  });
});
