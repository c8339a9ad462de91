/**
 * Hindi in the offline answer: every entry carries a complete Hindi block (checked at load), and a
 * Devanagari question or a Hindi interface gets the fixed texts (disclaimer, forum line, legal-aid
 * step, no-match text, clarifying question) and the entries in Hindi; no part of a Hindi answer
 * falls back to English. English answers keep their English texts.
 */
import { ANSWER_TEXTS, CLARIFY_QUESTIONS, composeOfflineAnswer, formatCharge, hindiCoverage, hindiProblems, LEGAL_ENTRIES, legalKb, LegalEntry, MOST_ASKED_IDS, Role, triage, withHindi } from '../src';
import { hindiSpellingProblems } from '../../../tools/hindi/spellings';

const DEVANAGARI = /\p{Script=Devanagari}/u;
const byId = (id: string) => LEGAL_ENTRIES.find((e) => e.id === id) as LegalEntry;
/** Every entry's Hindi text (the entry files' `text.hi`), by id. */
const HINDI = Object.fromEntries(LEGAL_ENTRIES.filter((e) => e.hi).map((e) => [e.id, e.hi!]));

const refsOf = (text: string) => (text.match(/\b(?:BNSS?|IPC|CrPC|NI Act|MTA|TPA|SRA|CPC) s+\.[\dA-Z()-]+/g) ?? []).sort();
const numbersOf = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
/**
 * Hindi blocks that deliberately differ from their English entry, because the English is wrong
 * (issue 31): BNSS s.289 excludes offences against a woman or a child, with no age of 14.
 */
const HINDI_CORRECTS_ENGLISH = new Set<string>([]);

describe('Hindi blocks', () => {
  it('cover every entry: coverage is entries with complete Hindi over all entries', () => {
    const c = hindiCoverage(LEGAL_ENTRIES);
    console.log(`Hindi coverage: ${c.complete}/${c.total} entries (${(c.share * 100).toFixed(1)}%)`);
    expect(c.lacking).toEqual([]);
    expect(c.share).toBe(1);
    expect(Object.keys(HINDI).length).toBe(LEGAL_ENTRIES.length);
  });

  it.each(LEGAL_ENTRIES.map((e) => [e.id]))('%s has a complete Hindi title, summary, rights and steps', (id) => {
    const e = byId(id);
    expect(hindiProblems(e)).toEqual([]);
    expect(e.hi!.rights?.length ?? 0).toBe(e.rights?.length ?? 0);
    expect(e.hi!.steps?.length ?? 0).toBe(e.steps?.length ?? 0);
  });

  it('still lists the 40 most-asked entries that had Hindi first', () => {
    expect(MOST_ASKED_IDS.length).toBe(40);
    expect(new Set(MOST_ASKED_IDS).size).toBe(40);
    for (const id of MOST_ASKED_IDS) expect(byId(id)).toBeDefined();
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

  it('fails at load when an entry has no Hindi block, or an incomplete one', () => {
    const [a, b] = [byId('bns-303-theft'), byId('bns-325-animal')];
    const strip = ({ hi: _hi, ...bare }: LegalEntry): LegalEntry => bare;
    expect(() => withHindi([strip(a), strip(b)], { [a.id]: a.hi! })).toThrow(/no Hindi text for bns-325-animal/);
    expect(() => withHindi([strip(a)], { [a.id]: { ...a.hi!, punishment: undefined } })).toThrow(/Hindi text of bns-303-theft: punishment missing/);
    expect(withHindi([strip(a), strip(b)], { [a.id]: a.hi!, [b.id]: b.hi! }).map((e) => e.hi?.title)).toEqual([a.hi!.title, b.hi!.title]);
  });

  it.each(LEGAL_ENTRIES.map((e) => [e.id]))('%s keeps its section references and numbers as the English entry has them', (id) => {
    const e = byId(id);
    const pairs: [string | undefined, string | undefined][] = [
      [e.summary, e.hi!.summary],
      [e.punishment, e.hi!.punishment],
      [e.forum, e.hi!.forum],
      ...(e.rights ?? []).map((r, i): [string, string] => [r, e.hi!.rights![i]]),
      ...(e.steps ?? []).map((s, i): [string, string] => [s, e.hi!.steps![i]]),
    ];
    for (const [english, hindi] of pairs) {
      expect(refsOf(hindi ?? '')).toEqual(refsOf(english ?? ''));
      if (!HINDI_CORRECTS_ENGLISH.has(id)) expect(numbersOf(hindi ?? '')).toEqual(numbersOf(english ?? ''));
    }
  });
});

describe('one spelling in the Hindi the knowledge base shows', () => {
  // Search keywords and the triage's patterns read what people type, in any spelling; these are
  // the texts an answer is made of.
  const shown = [
    ...Object.values(HINDI).flatMap((hi) => [hi.title, hi.summary, hi.punishment ?? '', hi.forum ?? '', ...(hi.rights ?? []), ...(hi.steps ?? [])]),
    ...(() => {
      const { whereToGo, accusedOpening, offenceOpening, topicOpening, bars, ...fixed } = ANSWER_TEXTS.hi;
      return [...Object.values(fixed), whereToGo('X'), accusedOpening(['X', 'Y'], 'Z'), offenceOpening(['X']), topicOpening('X', 'Y'), ...Object.values(bars)];
    })(),
    ...CLARIFY_QUESTIONS.flatMap((q) => [q.hi.question, ...q.hi.options]),
  ];

  it('writes ई-मेल, मेनू and ज़मानत, and none of the words the review rejected', () => {
    expect(shown.length).toBeGreaterThan(1000);
    expect(shown.flatMap(hindiSpellingProblems)).toEqual([]);
    expect(shown.some((t) => t.includes('ज़मानत'))).toBe(true);
  });

  it('writes each word one way, with or without the nukta (जिला, कानून, गिरफ्तार; ज़मानत)', () => {
    const plain = (w: string) => w.normalize('NFD').replace(/\u093C/g, '').normalize('NFC');
    const spellings = new Map<string, Set<string>>();
    for (const w of shown.flatMap((t) => t.normalize('NFC').match(/[\u0900-\u097F]+/g) ?? [])) spellings.set(plain(w), (spellings.get(plain(w)) ?? new Set()).add(w));
    expect([...spellings.values()].filter((s) => s.size > 1).map((s) => [...s].join(' / '))).toEqual([]);
  });

  // Arbitration is माध्यस्थम् (Arbitration and Conciliation Act); मध्यस्थता is mediation (Mediation Act 2023).
  it('says माध्यस्थम् where the English says arbitration, and मध्यस्थता only for mediation', () => {
    for (const e of LEGAL_ENTRIES) {
      const pairs: [string, string][] = [
        [e.summary, e.hi!.summary],
        [e.forum ?? '', e.hi!.forum ?? ''],
        ...(e.rights ?? []).map((r, i): [string, string] => [r, e.hi!.rights![i]]),
        ...(e.steps ?? []).map((r, i): [string, string] => [r, e.hi!.steps![i]]),
      ];
      for (const [english, hindi] of pairs) {
        if (/arbitrat/i.test(english)) expect(`${e.id}: ${hindi}`).toMatch(/माध्यस्थम्/);
        if (hindi.includes('मध्यस्थता')) expect(`${e.id}: ${english}`).toMatch(/mediat|conciliat|counsell?ing|settle/i);
      }
    }
  });
});

describe('no English in a Hindi answer, for any entry', () => {
  const kb = legalKb();
  const base = triage(kb, 'नमस्ते');
  const marker = ANSWER_TEXTS.hi.englishOnly.trim();
  /** The answer with `e` as its lead and only match, for a side it is written for (and as the accused, for an offence). */
  const answersFor = (e: LegalEntry) => {
    const sides: Role[][] = [e.roles?.length ? [e.roles[0]] : []];
    if (e.kind === 'offence') sides.push(['accused']);
    return sides.map((s) => composeOfflineAnswer(kb, { ...base, clarify: undefined, lead: e, hits: [{ entry: e, score: 1, otherSide: false }], sides: s }, 'मेरे साथ यह हुआ', 'hi'));
  };

  it.each(LEGAL_ENTRIES.map((e) => [e.id]))('%s: charges, rights, steps and opening in Hindi, never marked English-only', (id) => {
    const e = byId(id);
    for (const a of answersFor(e)) {
      expect(a.language).toBe('hi');
      const texts = [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps, ...a.citations.map((c) => c.title ?? '')];
      for (const t of texts) {
        expect(t).not.toContain(marker);
        expect(t).toMatch(DEVANAGARI);
      }
      if (e.kind === 'offence') expect(a.potential_charges[0]).toContain(e.hi!.title);
    }
  });

  it('gives likely charges in Hindi in an FIR answer an accused asks about', () => {
    const a = ask('मेरे खिलाफ FIR हुई है कि मैंने पड़ोसी को पीटा और उसकी दुकान में तोड़फोड़ की');
    expect(a.language).toBe('hi');
    expect(a.potential_charges.length).toBeGreaterThan(0);
    for (const c of a.potential_charges) {
      expect(c).not.toContain(marker);
      expect(c.replace(/\([^)]*\)/g, '')).not.toMatch(/[A-Za-z]{4,}/);
    }
  });
});

const ask = (q: string, ui?: string) => composeOfflineAnswer(legalKb(), triage(legalKb(), q), q, ui);

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
    expect(a.citations).toContainEqual({ act: 'Bharatiya Nyaya Sanhita, 2023', act_short: 'BNS', section: '303', title: 'चोरी' });
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
