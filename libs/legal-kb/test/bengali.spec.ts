/**
 * Bengali in the offline answer: which messages are answered in Bengali (Bengali script, Bengali in
 * Latin letters, a Bengali interface), how Bengali words, statute references and West Bengal's places
 * are read, and what every Bengali text the knowledge base shows must be: spelt as
 * docs/bengali-style.md says (tools/bengali/spellings.ts), and free of Bangladesh's law, courts and
 * offices, which share the language and not the law. Bengali is a draft language: an entry without its
 * Bengali text yet is given in English, so these checks hold the translators' text when it lands.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  abroadOf, ANSWER_TEXTS, answerOffline, CLARIFY_QUESTIONS, entryPage, foldText, formatCharge, kbContent, kbLanguage, LEGAL_ENTRIES, legalKb,
  LegalEntry, NOT_KNOWN_TEXT, processTerm, readBengaliStatutes, stateActOf, stateOf, stemBengali, triage,
} from '../src';
import { bengaliSpellingProblems } from '../../../tools/bengali/spellings';
import { repoRoot, shippedTextFiles } from '../../../tools/shipped-texts';

const kb = legalKb();
const byId = (id: string) => LEGAL_ENTRIES.find((e) => e.id === id) as LegalEntry;
const BENGALI = /\p{Script=Bengali}/u;

describe('the language of the answer', () => {
  it('is Bengali for Bengali script, whatever the interface', () => {
    expect(kbLanguage('আমার মোবাইল চুরি হয়ে গেছে।', 'en')).toBe('bn');
    expect(kbLanguage('আমার মোবাইল চুরি হয়ে গেছে।', 'hi')).toBe('bn');
    // The danda is shared with Devanagari: it does not make a Bengali sentence Hindi.
    expect(kbLanguage('থানা অভিযোগ নিচ্ছে না। কী করব?')).toBe('bn');
    expect(kbLanguage('FIR নিচ্ছে না থানা')).toBe('bn');
  });

  it('is Bengali for Bengali typed in Latin letters, and Hindi typed so stays as it was', () => {
    expect(kbLanguage('amar swami roj mare, ki korbo')).toBe('bn');
    expect(kbLanguage('amar bari theke ber kore dicche, thana kichu korche na')).toBe('bn');
    expect(kbLanguage('ki korbo?')).toBe('bn');
    expect(kbLanguage('mera pati roz marta hai, kya karu')).toBe('en');
    expect(kbLanguage('mera pati roz marta hai, kya karu', 'hi')).toBe('hi');
    expect(kbLanguage('My landlord will not return my deposit')).toBe('en');
    expect(kbLanguage('The tenant said he would take the matter to court')).toBe('en');
  });

  it('follows a Bengali interface when the message shows no language, and Devanagari stays Hindi', () => {
    expect(kbLanguage('What is anticipatory bail?', 'bn')).toBe('bn');
    expect(kbLanguage('What is anticipatory bail?', 'bn-IN')).toBe('bn');
    expect(kbLanguage('पति मारता है', 'bn')).toBe('hi');
  });

  it('answers a Bengali question with language bn and the Bengali fixed words where they are written', () => {
    const { answer } = answerOffline(kb, 'আমার মোবাইল চুরি হয়ে গেছে, থানায় অভিযোগ করব কীভাবে?');
    expect(answer.language).toBe('bn');
    expect(answer.kind).toBe('legal');
    // The phone budget's short closing and the first step's label are the engine's own Bengali.
    expect(answer.lawyer_response).toMatch(/প্রথম কাজ:/);
  });
});

describe('Bengali words as retrieval reads them', () => {
  it('reads য় in both encodings, and ো / ৌ composed or not, as one word', () => {
    expect(processTerm('থানা\u09DF')).toEqual(processTerm('থানা\u09AF\u09BC'));
    expect(processTerm('কো\u09B0\u09CD\u099F')).toEqual(processTerm('ক\u09C7\u09BE\u09B0\u09CD\u099F'));
  });

  it('takes off case endings, and keeps a function word whole', () => {
    expect(stemBengali('বাড়ির')).toBe('বাড়ি'.normalize('NFC'));
    expect(stemBengali('পুলিশের')).toBe('পুলিশ');
    expect(stemBengali('থানায়')).toBe('থানা');
    expect(stemBengali('অফিসে')).toBe('অফিস');
    expect(stemBengali('সময়')).toBe('সময়'.normalize('NFC'));
    expect(stemBengali('থেকে')).toBe('থেকে');
    // "ার" is kept: অধিকার is a word, not a genitive.
    expect(stemBengali('অধিকার')).toBe('অধিকার');
  });

  it('meets the Hindi and English spelling of the same word', () => {
    expect(foldText('থানা')).toBe(foldText('थाना'));
    expect(foldText('পুলিশের')).toBe(foldText('police'));
    expect(foldText('ব্যাংক')).toBe(foldText('bank'));
    expect(foldText('স্বামী')).toBe(foldText('husband'));
    // জামিন is bail, জামানত a security deposit: not Hindi's ज़मीन (land) and ज़मानत (bail).
    expect(foldText('জামিন')).toBe(foldText('bail'));
    expect(foldText('জামানত')).toBe(foldText('deposit'));
    expect(foldText('জামানত')).not.toBe(foldText('जमानत'));
  });

  it('reads Bengali digits, ৎ and Bengali statute references', () => {
    for (const ref of ['৪৯৮এ ধারা', 'ধারা ৪৯৮এ', '৪৯৮(ক) ধারা', '৪৯৮ক ধারা', '৪৯৮-ক ধারা']) expect(readBengaliStatutes(ref)).toMatch(/\b498A\b/);
    expect(readBengaliStatutes('ভারতীয় দণ্ডবিধির ৪২০ ধারা')).toMatch(/\bIPC\s+420\b/);
    expect(readBengaliStatutes('বিএনএস-এর ৩১৮ ধারা')).toMatch(/\bBNS\s+318\b/);
    expect(readBengaliStatutes('বিএনএসএস ৪৮২')).toMatch(/\bBNSS\s+482\b/);
    expect(readBengaliStatutes('এনআই অ্যাক্টের ১৩৮ ধারা')).toMatch(/\bNI Act\s+138\b/);
    expect(processTerm('উৎপীড়ন')).toEqual(processTerm('উত্‌পীড়ন'.replace('\u200C', '')));
  });

  it('finds for a Bengali section reference what the same reference finds in English', () => {
    const top = (q: string) => kb.find(q).slice(0, 3).map((h) => h.entry.id);
    expect(top('ধারা ৪৯৮এ')).toEqual(top('498A'));
    expect(top('৪৯৮(ক) ধারা')).toEqual(top('498A'));
    expect(top('ভারতীয় দণ্ডবিধির ৪৯৮ক ধারা')).toEqual(top('IPC 498A'));
    expect(top('এনআই অ্যাক্টের ১৩৮ ধারা')).toEqual(top('NI Act 138'));
  });
});

describe('cues in Bengali and Bengali in Latin letters', () => {
  it('tell the side and the field', () => {
    const frame = (q: string) => triage(kb, q).frame;
    expect(frame('আমার বাড়িওয়ালা জামানত ফেরত দিচ্ছে না')).toMatchObject({ roles: expect.arrayContaining(['tenant']), domains: expect.arrayContaining(['tenancy']) });
    expect(frame('আমার ভাড়াটে ছয় মাস ভাড়া দিচ্ছে না')).toMatchObject({ roles: expect.arrayContaining(['landlord']) });
    expect(frame('amar bariwala bari chharte bolche')).toMatchObject({ roles: expect.arrayContaining(['tenant']), domains: expect.arrayContaining(['tenancy']) });
    expect(frame('পুলিশ আমার ছেলেকে গ্রেফতার করেছে').domains).toContain('criminal');
    expect(frame('পুলিশ আমার ছেলেকে গ্রেফতার করেছে').flags).toContain('custody');
    expect(frame('শ্বশুরবাড়িতে স্বামী মারধর করে').domains).toEqual(expect.arrayContaining(['family', 'criminal']));
    expect(frame('তিন মাস বেতন দিচ্ছে না').domains).toContain('labour');
  });

  it('lead a Bengali story to its entry', () => {
    const lead = (q: string) => triage(kb, q).lead?.id;
    expect(lead('আমার মোবাইল চুরি হয়ে গেছে')).toBe('bns-303-theft');
    expect(lead('আমাকে চেক দিয়েছিল, চেক বাউন্স হয়েছে')).toBe('ni-138');
    expect(lead('তিন মাস ধরে মালিক বেতন দিচ্ছে না')).toBe('wages-unpaid');
  });
});

describe("West Bengal's own law", () => {
  it('reads West Bengal from its places in English, Hindi and Bengali, with Bengali case endings', () => {
    for (const text of ['flat in Siliguri', 'हावड़ा में मकान', 'কলকাতায় থাকি', 'হাওড়ার বাড়ি', 'শিলিগুড়িতে দোকান', 'বর্ধমানে জমি', 'উত্তর ২৪ পরগনা', 'পশ্চিমবঙ্গে']) {
      expect([text, stateOf(text)]).toEqual([text, 'WB']);
    }
    expect(stateOf('মুম্বইয়ে ফ্ল্যাট')).toBe('MH');
  });

  it('names the West Bengal Acts for tenancy, land records and stamp duty', () => {
    expect(stateActOf('tenancy', 'WB')?.title).toBe('West Bengal Premises Tenancy Act, 1997');
    expect(stateActOf('land-records', 'WB')?.title).toBe('West Bengal Land Reforms Act, 1955');
    expect(stateActOf('land-records', 'WB')?.note.en).toMatch(/BL&LRO/);
    expect(stateActOf('stamp-duty', 'WB')?.title).toMatch(/^Indian Stamp Act, 1899/);
  });

  it('leads a Bengali tenancy answer with the Act in Bengali, its English title in brackets', () => {
    const { answer } = answerOffline(kb, 'হাওড়ায় ভাড়া থাকি, বাড়িওয়ালা জোর করে উচ্ছেদ করতে চায়');
    expect(answer.language).toBe('bn');
    expect(answer.lawyer_response).toMatch(/^পশ্চিমবঙ্গ রাজ্যে .*পশ্চিমবঙ্গ প্রেমিসেস টেনান্সি আইন, ১৯৯৭ \(West Bengal Premises Tenancy Act, 1997\)/);
    expect(answer.citations[0]).toMatchObject({ act: 'West Bengal Premises Tenancy Act, 1997', title: 'পশ্চিমবঙ্গ' });
    const english = answerOffline(kb, 'My landlord in Howrah is forcing me out of the flat I rent').answer;
    expect(english.lawyer_response).toMatch(/^In West Bengal, tenancy is governed by the West Bengal Premises Tenancy Act, 1997\./);
  });
});

describe("Bangladesh's law never appears", () => {
  it('answers a question about Bangladesh or its courts with "we answer Indian law"', () => {
    for (const q of ['ঢাকার আদালতে আমার জমির মামলা চলছে, বাংলাদেশের আইনে কী হবে?', 'What does Bangladesh law say about dowry?', 'বাংলাদেশে বিবাহবিচ্ছেদের নিয়ম কী?']) {
      const { answer } = answerOffline(kb, q);
      expect([q, answer.kind]).toEqual([q, 'out-of-scope']);
      expect(answer.lawyer_response).toMatch(/Indian law|ভারত/);
      expect(answer.citations).toEqual([]);
    }
  });

  it('still answers an Indian question that mentions Bangladesh in passing, with an Indian place', () => {
    expect(abroadOf('I came from Dhaka and now rent a room in Kolkata; the landlord keeps my deposit')).toBe(false);
    expect(answerOffline(kb, 'আমি কলকাতায় ভাড়া থাকি, বাংলাদেশ থেকে এসেছি; বাড়িওয়ালা জামানত ফেরত দিচ্ছে না').answer.kind).not.toBe('out-of-scope');
    // ঢাকা alone is also "covered" in Bengali: a robber's covered face is no question about Dhaka.
    expect(abroadOf('মুখ ঢাকা দুজন লোক আমার ব্যাগ ছিনিয়ে নিয়ে গেছে')).toBe(false);
  });
});

describe('entries given in Bengali where they have it, in English where they do not yet', () => {
  const withBengali = (e: LegalEntry): LegalEntry => ({ ...e, texts: { ...e.texts, bn: { title: 'চুরি', summary: 'অন্যের অস্থাবর সম্পত্তি অসৎভাবে নিয়ে যাওয়া।', punishment: '৩ বছর পর্যন্ত কারাদণ্ড' } } });

  it('writes a charge line in Bengali, with the words West Bengal uses for cognizable and bailable', () => {
    const theft = byId('bns-303-theft');
    expect(formatCharge(withBengali(theft), 'bn')).toMatch(/^চুরি \(BNS s\.303; আগে IPC s\.379[^)]*\): ৩ বছর পর্যন্ত কারাদণ্ড (আমলযোগ্য|আমল-অযোগ্য), (জামিনযোগ্য|জামিন-অযোগ্য)।$/);
    const { texts, ...bare } = theft;
    const { bn: _bn, ...others } = texts ?? {};
    expect(formatCharge({ ...bare, texts: others }, 'bn')).toContain(theft.title);
  });

  it('gives an entry page in English, marked so, while the entry has no Bengali text', () => {
    const e = LEGAL_ENTRIES.find((x) => !x.texts?.bn)!;
    if (!e) return;
    expect(entryPage(e.id, 'bn')).toMatchObject({ language: 'en', title: e.title });
  });
});

/**
 * Every Bengali text an answer can be made of: the entries' `text.bn`, the Bengali of the answer-level
 * content files, and the engine's own words (answers given to Bengali questions). Keywords, examples,
 * cues and the gazetteer read what people type, in any spelling, and are not checked.
 */
function shownBengali(): string[] {
  const c = kbContent();
  const bn = <T>(texts: Record<string, T> | undefined) => (texts?.bn === undefined ? [] : [texts.bn]);
  const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);
  const law = c.stateLaw;
  const answers = [
    'আমার মোবাইল চুরি হয়ে গেছে, থানায় অভিযোগ করব কীভাবে?',
    'হাওড়ায় ভাড়া থাকি, বাড়িওয়ালা জোর করে উচ্ছেদ করতে চায়',
    'বর্ধমানে বাবার জমির মিউটেশন করতে হবে',
    'প্রতিবেশী গালিগালাজ করে, মারামারি হয়েছে',
    'কাস্টমসে আমার জিনিস আটকে রেখেছে',
    'ঢাকার আদালতে আমার মামলা',
  ].map((q) => answerOffline(kb, q).answer);
  return [
    ...LEGAL_ENTRIES.flatMap((e) => strings(e.texts?.bn)),
    ...strings(c.answers.bn),
    ...CLARIFY_QUESTIONS.flatMap((q) => strings(q.bn)),
    ...c.intents.intents.flatMap((r) => [...bn(r.answer), ...strings(r.steps?.bn)]),
    ...c.abstain.gaps.flatMap((g) => [...bn(g.subject), ...bn(g.where)]),
    ...Object.values(c.abstain.questions).flatMap((q) => bn(q)),
    ...Object.values(law.subjects).flatMap((s) => [...bn(s.lead), ...bn(s.ask), ...bn(s.model), ...bn(s.default?.note), ...bn(s.default?.names as Record<string, string>)]),
    ...Object.values(law.states).flatMap((s) => bn(s)),
    ...Object.values(law.acts).flatMap((byState) => Object.values(byState).flatMap((a) => [...bn(a.note), ...bn(a.names as Record<string, string>)])),
    ...bn(c.charges.non_cognizable as Record<string, unknown>).flatMap(strings),
    ...Object.values(NOT_KNOWN_TEXT.bn).map((t) => (typeof t === 'function' ? t('X') : t)),
    ...answers.flatMap((a) => [a.lawyer_response, ...a.potential_charges, ...a.rights, ...a.next_steps]).filter((t) => BENGALI.test(t)),
  ];
}

/**
 * Bangladesh's state, courts, offices and Acts as Bengali names them, none of which India has: its
 * High Court and Appellate Divisions, upazilas and union parishads, the AC (Land) and UNO, the Jatiya
 * Sangsad, its women and children repression, domestic violence, digital and cyber security Acts, and
 * the taka sign. কর্মকর্তা, its word for officer, is in the style sheet's rules.
 */
const BANGLADESH =
  /বাংলাদেশ|ঢাকা(?:য়|য়|র)|হাইকোর্ট বিভাগ|আপিল বিভাগ|উপজেলা|ইউনিয়ন পরিষদ|সহকারী কমিশনার \(ভূমি\)|এসি ল্যান্ড|ইউএনও|জাতীয় সংসদ|নারী ও শিশু নির্যাতন দমন|পারিবারিক সহিংসতা|ডিজিটাল নিরাপত্তা আইন|সাইবার নিরাপত্তা আইন|৳/g;

describe('the Bengali the knowledge base shows', () => {
  const shown = shownBengali();

  it('is read from the content and the engine', () => {
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.every((t) => BENGALI.test(t) || !/\p{L}/u.test(t) || /^[A-Z]/.test(t))).toBe(true);
  });

  it('follows the Bengali style sheet (docs/bengali-style.md)', () => {
    expect(shown.flatMap((t) => bengaliSpellingProblems(t).map((p) => `${p}: ${t.slice(0, 60)}`))).toEqual([]);
  });

  it("names none of Bangladesh's courts, offices or Acts", () => {
    expect(shown.flatMap((t) => t.match(BANGLADESH) ?? [])).toEqual([]);
    // The same in every shipped Bengali file: the interface, the mails and the templates.
    const files = shippedTextFiles().filter((f) => BENGALI.test(readFileSync(f, 'utf8')));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => (readFileSync(f, 'utf8').match(BANGLADESH) ?? []).map((m) => `${relative(repoRoot, f)}: ${m}`))).toEqual([]);
  });

  it('holds a text that breaks a rule', () => {
    expect(bengaliSpellingProblems('থানার অফিসার ইনচার্জ নোটিশ দিয়েছেন').sort()).toEqual(['অফিসার ইনচার্জ → ভারপ্রাপ্ত আধিকারিক', 'নোটিশ → নোটিস'].sort());
    expect('বাংলাদেশের দণ্ডবিধি অনুযায়ী ইউএনও'.match(BANGLADESH)).toEqual(['বাংলাদেশ', 'ইউএনও']);
    expect(ANSWER_TEXTS.bn.closing.length).toBeGreaterThan(0);
  });
});
