import { GlossaryFileSchema } from '@lexmitra/contracts';
import { readContentFile } from '../src/content-files';
import { EXPLANATIONS, simplifyText } from '../src';

// Plain words for Bengali court papers (content/glossary.bn.yaml). Each case is a sentence of the kind
// printed on a West Bengal summons, bail or maintenance order, or land record, many still in the old
// literary verb forms, and with the case endings Bengali writes on the word itself.
const HALAFNAMA = 'হলফনামা (শপথ করে লেখা বিবৃতি; তাতে মিথ্যা লিখলে শাস্তি হতে পারে)';

describe('Bengali Simplify', () => {
  it('swaps formal words and old verb forms for everyday ones, and explains court words once', () => {
    const { text, replaced, explained } = simplifyText('অতএব আপনাকে জানানো যাইতেছে যে আপনি ধার্য তারিখে অত্র আদালতে উপস্থিত হইবেন এবং হলফনামা দাখিল করিবেন। হলফনামা না দিলে একতরফা শুনানি হইবে।');
    expect(text).toBe(
      `তাই আপনাকে জানানো যাচ্ছে যে আপনি ঠিক করা তারিখে এই আদালতে হাজির হবেন এবং ${HALAFNAMA} দাখিল করবেন। হলফনামা না দিলে একতরফা (অন্য পক্ষকে না শুনে, তার অনুপস্থিতিতে) শুনানি (আদালতে পক্ষদের কথা শোনার দিন বা পর্ব) হবে।`,
    );
    expect(replaced).toEqual(expect.arrayContaining(['অতএব', 'যাইতেছে', 'ধার্য', 'অত্র', 'উপস্থিত', 'হইবেন', 'করিবেন', 'হইবে']));
    expect(explained).toEqual(['হলফনামা', 'একতরফা', 'শুনানি']);
  });

  it('finds a term with its case ending and keeps the ending: জামিনের, খোরপোশের, আসামিকে', () => {
    const { text, meanings } = simplifyText('আসামিকে জামিনের জন্য দুজন জামিনদার দিতে হইবে, এবং স্ত্রীকে মাসিক খোরপোশের টাকা দিতে হইবে। জামিন না পেলে আসামি হেফাজতে থাকিবেন।');
    expect(text).toBe(
      'আসামিকে (যাঁর বিরুদ্ধে অপরাধের অভিযোগ আছে) জামিনের (মামলা চলার সময় শর্ত মেনে হেফাজত বা জেল থেকে ছাড়া পাওয়া) জন্য দুজন ' +
        'জামিনদার (যিনি আদালতকে ভরসা দেন যে অভিযুক্ত হাজির হবেন, না হলে ঠিক করা টাকা দেবেন) দিতে হবে, এবং স্ত্রীকে মাসিক ' +
        'খোরপোশের (স্ত্রী, সন্তান বা বাবা-মায়ের সংসার চালানোর জন্য প্রতি মাসে দেওয়া টাকা) টাকা দিতে হবে। জামিন না পেলে আসামি ' +
        'হেফাজতে (কারও দখলে, দেখাশোনায় বা আটকে থাকা) থাকবেন।',
    );
    // The summary lists each word as the glossary has it, without the ending.
    expect(meanings.map((m) => m.term)).toEqual(['আসামি', 'জামিন', 'জামিনদার', 'খোরপোশ', 'হেফাজত']);
  });

  it('reads য় written as one letter or as য and a nukta', () => {
    const precomposed = 'অন্যথা\u09DF হলফনামা\u09DF সই করুন।';
    const decomposed = 'অন্যথা\u09AF\u09BC হলফনামা\u09AF\u09BC সই করুন।';
    expect(simplifyText(precomposed).text).toBe(`না হলে হলফনামা\u09DF (শপথ করে লেখা বিবৃতি; তাতে মিথ্যা লিখলে শাস্তি হতে পারে) সই করুন।`);
    expect(simplifyText(decomposed).text).toBe(`না হলে হলফনামা\u09AF\u09BC (শপথ করে লেখা বিবৃতি; তাতে মিথ্যা লিখলে শাস্তি হতে পারে) সই করুন।`);
  });

  it('never finds a word inside a longer one: বাদী is not inside প্রতিবাদী, উপস্থিত not inside অনুপস্থিত', () => {
    const { text } = simplifyText('প্রতিবাদী অনুপস্থিত ছিলেন।');
    expect(text).toBe('প্রতিবাদী (যাঁর বিরুদ্ধে মামলা করা হয়েছে) গরহাজির ছিলেন।');
    expect(text).not.toContain('যিনি দেওয়ানি মামলা করেছেন');
  });

  it('leaves a replaced word with an ending alone, where the plain words would need another ending', () => {
    expect(simplifyText('উক্তের কোনও মানে নেই।').text).toBe('উক্তের কোনও মানে নেই।');
  });

  it('explains the words of bail, maintenance and land papers in West Bengal, and papers\' other spellings of them', () => {
    for (const term of ['হলফনামা', 'এফিডেভিট', 'জামিন', 'আগাম জামিন', 'মুচলেকা', 'খোরপোশ', 'খোরপোষ', 'খতিয়ান', 'পরচা', 'দাগ নম্বর', 'মৌজা', 'বর্গাদার', 'এজাহার']) {
      expect([term, EXPLANATIONS.some(([t, m]) => t === term && /[\u0980-\u09FF]/.test(m) && m.length > 5)]).toEqual([term, true]);
    }
  });

  it('holds at least as many terms as the Hindi glossary', () => {
    const count = (f: string) => {
      const g = readContentFile(f, GlossaryFileSchema);
      return g.replace.length + g.explain.length + (g.senses ?? []).length;
    };
    expect(count('glossary.bn.yaml')).toBeGreaterThanOrEqual(count('glossary.hi.yaml'));
  });

  it('leaves English and Hindi papers to their own glossaries', () => {
    expect(simplifyText('The arrears shall be paid forthwith.').text).toBe('The arrears (money that fell due earlier and is still unpaid) shall be paid immediately.');
    expect(simplifyText('प्रतिवादी अनुपस्थित रहा।').text).toBe('प्रतिवादी (जिस पर मुकदमा किया गया है) ग़ैरहाज़िर रहा।');
  });
});
