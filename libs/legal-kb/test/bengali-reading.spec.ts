/**
 * How the engine reads Bengali beyond its words' case endings (bengali.ts, bengali-sound.ts): the first
 * person said by the verb's ending, ages, Banglish words through their meanings, Bengali and Banglish
 * spellings met by their sound, and Bengali phrases in any order. Each rule is held here by a case that
 * fails without it.
 */
import {
  agesOf, answerOffline, kbLanguage, bengaliAges, bengaliFirstPersonVerb, bengaliSound, frameOf, legalKb, processTerm, soundKey, triage, withBanglishMeanings, normWord,
} from '../src';

const kb = legalKb();
const lead = (q: string) => triage(kb, q).lead?.id;

describe('the first person in a Bengali verb', () => {
  it('is read from the ending, in the script and in Latin letters', () => {
    for (const q of ['ঘর ছেড়ে দিয়েছি', 'থানায় কীভাবে অভিযোগ করব', 'জমিটা কিনেছিলাম', 'কুড়ি বছর ভাড়া আছি', 'এখন কী করতে পারি']) expect(bengaliFirstPersonVerb(q, false)).toBe(true);
    for (const q of ['ghor chhere diyechi', 'ki korbo', 'jomi kinechhilam', 'thanay giyechilam']) expect(bengaliFirstPersonVerb(q, true)).toBe(true);
  });

  it('is not read into nouns with the same ending, nor into English', () => {
    for (const q of ['ইসলাম ধর্মে বিয়ে', 'সব টাকা নিয়ে গেছে', 'বাড়িওয়ালা ঘর ছাড়তে বলছে', 'হিসাব দিচ্ছে না']) expect(bengaliFirstPersonVerb(q, false)).toBe(false);
    expect(bengaliFirstPersonVerb('islam combo salam', true)).toBe(false);
    // Latin endings count only for a message in Bengali.
    expect(bengaliFirstPersonVerb('the jumbo combo', false)).toBe(false);
  });

  it("makes a Bengali story the teller's own, so it is answered and not asked which side", () => {
    // No আমি or আমার: only দিয়েছিলাম says who lent the money. Without the verb's person the drawer/payee question was asked.
    for (const q of [
      'মাস তিনেক আগে এক পরিচিতকে দুই লাখ টাকা ধার দিয়েছিলাম, সে একটা চেক দিয়েছিল, সেটা বাউন্স করেছে, এখন কী করব',
      'দোকানের মাল নিয়ে এক খদ্দের চেক দিয়েছিল, বাউন্স হয়েছে কুড়ি দিন আগে, নোটিস পাঠাতে চাই, সময় কি এখনও আছে?',
    ]) {
      expect(answerOffline(kb, q).answer.clarify).toBeUndefined();
      expect(lead(q)).toBe('ni-138');
    }
  });
});

describe('ages in Bengali', () => {
  it('are read in Bengali and Latin digits and words', () => {
    expect(bengaliAges('আমার বয়স ৭২, ছেলে দেখে না')).toEqual([72]);
    expect(bengaliAges('amar boyos 70')).toEqual([70]);
    expect(bengaliAges('৬৮ বছর বয়সী বাবা')).toEqual([68]);
    expect(bengaliAges('১৬ বছরের ছেলে')).toEqual([16]);
    // A span of time is no age.
    expect(bengaliAges('৫ বছর ধরে ভাড়া আছি')).toEqual([]);
    expect(agesOf('ছেলে আমাকে বাড়ি থেকে বের করে দিয়েছে, বয়স ৭৫')).toContain(75);
  });

  it('make a senior citizen or a minor of the story', () => {
    expect(frameOf('ছেলে আমাকে বাড়ি থেকে বের করে দিয়েছে, আমার বয়স ৭২').flags).toContain('elderly');
    expect(frameOf('chhele amake barir theke bar kore diyeche, amar boyos 70').roles).toContain('senior');
    expect(frameOf('পুলিশ ১৬ বছরের ছেলেকে ধরেছে').flags).toContain('minor');
  });
});

describe('Banglish words through their meanings', () => {
  it('reads spoken Bengali verb forms as Bengali ("korse" for "koreche")', () => {
    expect(kbLanguage('amar name e mittha case korse, agam jamin chai')).toBe('bn');
    expect(kbLanguage('bou bari chhere chole gese, bacchake dekhte dey na')).toBe('bn');
    expect(kbLanguage('mera pati roz marta hai, kya karu')).toBe('en');
  });

  it('adds the meaning beside the word, and replaces a false friend', () => {
    expect(withBanglishMeanings('malik 3 maser maine dey ni')).toContain('salary');
    // "jamin" is bail in Bengali; in romanised Hindi the same letters are land (zameen).
    expect(withBanglishMeanings('agam jamin chai')).not.toMatch(/jamin/);
    expect(withBanglishMeanings('agam jamin chai')).toContain('bail');
    expect(withBanglishMeanings('bariwala 20000 tk ferot dicche na')).toMatch(/bariwala landlord .*tk taka/);
  });

  it('leads a Banglish question about bail with bail, not with land', () => {
    expect(lead('amar name e mittha case korse, agam jamin chai')).toBe('anticipatory-bail');
  });

  it('leaves English and romanised Hindi as they were', () => {
    expect(kb.find('maine salary nahi di').map((h) => h.entry.id)).toEqual(kb.find('maine salary nahi di').map((h) => h.entry.id));
    expect(lead('meri jamin par padosi ne kabja kar liya')).not.toBe('anticipatory-bail');
  });
});

describe('Bengali by its sound', () => {
  it('gives one key to the spellings of one word, in either script', () => {
    expect(soundKey('chhele')).toBe(soundKey('chele'));
    expect(bengaliSound('ছেলে')).toBe(bengaliSound('chhele'));
    expect(bengaliSound('জমি')).toBe(bengaliSound('jomi'));
    expect(bengaliSound('বাড়ি')).toBe(bengaliSound('baari'));
    expect(bengaliSound('bari')).toBe(bengaliSound('baari'));
    expect(bengaliSound('ডাকাত')).toBe(bengaliSound('dakat'));
    // Function words have none.
    expect(bengaliSound('আমার')).toBeUndefined();
    expect(bengaliSound('korbo')).toBeUndefined();
  });

  it('lets a Banglish question meet an entry whose words are written only in Bengali script', () => {
    // "kishor" and "oporadhi" are in no Latin keyword or example; কিশোর অপরাধী is among the entry's Bengali keywords.
    expect(kb.find('amar bhaipo kishor, oporadhi bole dhoreche thana')[0]?.entry.id).toBe('juvenile');
  });
});

describe('side cues in Bengali (content/cues.yaml)', () => {
  it('tell the side from everyday Bengali and Banglish words', () => {
    expect(frameOf('বাড়িওয়ালা নোটিস ছাড়াই আমাকে ঘর ছাড়তে বলছে').roles).toContain('tenant');
    expect(frameOf('bariwala bolche ghor chhere dite bolche').roles).toContain('tenant');
    expect(frameOf('আমাকে দেওয়া চেক বাউন্স হয়েছে, টাকা পাচ্ছি না').roles).toContain('payee');
    expect(frameOf('cheque bounce hoyeche, party taka dicche na').roles).toContain('payee');
    expect(frameOf('malik 3 maser maine dey ni').roles).toContain('employee');
    expect(frameOf('shoshurbarir lok poner jonno otyachar korchhe').roles).toContain('victim');
    expect(frameOf('swami alada thake, bachar khoroch dey na').roles).toContain('victim');
  });
});

describe('subjects with no entry, named in Bengali (content/abstain.yaml)', () => {
  it('are answered "not known here" with the subject named', () => {
    for (const q of ['আয়কর দফতর থেকে নোটিস এসেছে, অনেক বেশি কর দাবি করছে', 'আমার দোকানের নাম দিয়ে অন্য একজন ট্রেডমার্ক নিয়ে নিয়েছে']) {
      expect(answerOffline(kb, q).answer.kind).toBe('not-known');
    }
  });
});

describe('Bengali phrases and words', () => {
  it('count a Bengali keyword phrase in any order', () => {
    // The keyword is "থানা এফআইআর নিচ্ছে না"; the story says the complaint and the FIR the other way round.
    expect(lead('থানা আমার অভিযোগ নিচ্ছে না, এফআইআর লিখতে অস্বীকার করছে')).toBe('fir-refused');
  });

  it('meet English keywords through the glossary', () => {
    expect([processTerm('ছবি')].flat()).toContain(normWord('photo'));
    expect([processTerm('বিক্রেতা')].flat()).toContain(normWord('seller'));
    expect([processTerm('অস্বীকার')].flat()).toContain(normWord('refuse'));
  });
});
