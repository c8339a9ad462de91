/**
 * One spelling for each Bengali legal term the product writes, and the names of courts and
 * authorities as West Bengal writes them (docs/bengali-style.md explains each choice). Every Bengali
 * text we ship follows it: the SPA's locale files, server texts, mails and templates. A variant is
 * refused where it stands alone, so the rule for নোটিস does not trip over a word that merely holds
 * its letters. Text that reads what people type (search, the statute reader) accepts every spelling.
 */
export interface BengaliSpellingRule {
  /** What we write. */
  use: string;
  /** What we do not write. */
  not: RegExp;
  why: string;
}

/** য় is one code point (U+09DF) or য + nukta (U+09AF U+09BC); both are one letter. */
const Y = '(?:\\u09DF|\\u09AF\\u09BC)';

export const BENGALI_SPELLINGS: readonly BengaliSpellingRule[] = [
  { use: 'ই-মেল', not: /ই-?মেইল|ইমেল/g, why: 'one spelling of e-mail, as West Bengal government forms write it' },
  { use: 'নোটিস', not: /নোটিশ/g, why: 'one spelling of notice' },
  { use: 'উকিলের নোটিস', not: /লিগ্যাল নোটিস|আইনি নোটিস/g, why: 'a legal notice, as it is called in West Bengal' },
  { use: 'হলফনামা', not: /এফিডেভিট|এফিডেবিট|অ্যাফিডেভিট|শপথনামা/g, why: 'affidavit' },
  { use: 'হলফকারী', not: /শপথকারী|অভিসাক্ষী/g, why: 'deponent' },
  { use: 'আইনজীবী', not: /অ্যাডভোকেট|এডভোকেট|অধিবক্তা/g, why: 'advocate' },
  { use: 'আধিকারিক', not: /কর্মকর্তা/g, why: "officer: West Bengal's offices write আধিকারিক (কর্মকর্তা is Bangladesh's usage)" },
  { use: 'জনতথ্য আধিকারিক', not: /জন তথ্য আধিকারিক|তথ্য প্রদানকারী/g, why: "RTI's Public Information Officer, as West Bengal's RTI forms name it" },
  { use: 'ভারপ্রাপ্ত আধিকারিক', not: /অফিসার[- ]?ইন[- ]?চার্জ/g, why: 'officer in charge of a police station' },
  { use: 'খোরপোশ', not: /খোরপোষ|ভরণপোষণ/g, why: 'maintenance (BNSS s.144)' },
  { use: 'ভাড়াটে', not: new RegExp(`ভাড়াটি${Y}া|ভাড়াটি${Y}া`, 'g'), why: 'tenant, as Kolkata writes it' },
  { use: 'সরকারি', not: /সরকারী/g, why: 'government (adjective), with the short i of current spelling' },
  { use: 'জামিন', not: /জামীন/g, why: 'bail' },
  { use: 'আপিল', not: /আপীল/g, why: 'appeal' },
  { use: 'ফি', not: /ফী(?![\u0980-\u09FF])/g, why: 'fee' },
  { use: 'দণ্ডবিধি', not: /দন্ডবিধি/g, why: 'the Penal Code, with ণ্ড' },
  { use: 'কলকাতা', not: /কোলকাতা|ক্যালকাটা/g, why: 'Kolkata' },
  { use: 'হাইকোর্ট', not: /হাই কোর্ট|উচ্চ আদালত/g, why: 'High Court (কলকাতা হাইকোর্ট), one word as the court\'s Bengali notices write it' },
  { use: 'আইনি পরিষেবা কর্তৃপক্ষ', not: /আইন(?:ি|গত)? সেবা|আইনগত সহায়তা/g, why: 'Legal Services Authority (জেলা / পশ্চিমবঙ্গ রাজ্য আইনি পরিষেবা কর্তৃপক্ষ)' },
  { use: 'লিংক', not: /লিঙ্ক/g, why: 'link' },
  { use: 'নথি', not: /ডকুমেন্ট/g, why: 'document' },
  { use: 'পশ্চিমবঙ্গ', not: /বাংলাদেশ/g, why: "the product serves India: Bangladesh's laws and offices never appear" },
  { use: 'গ্রেফতার', not: /গ্রেপ্তার/g, why: 'arrest, as West Bengal police papers write it' },
  { use: 'এক্তিয়ার', not: new RegExp(`এখতি${Y}ার`, 'g'), why: 'jurisdiction' },
  { use: 'মোটরযান', not: /মোটর যান/g, why: 'motor vehicle, one word as in the Act\'s Bengali name' },
  { use: 'সংহিতা (the labour Codes)', not: /(?:মজুরি|সামাজিক সুরক্ষা|শিল্প সম্পর্ক) বিধি/g, why: 'a labour Code is a সংহিতা, as the criminal Codes are' },
  { use: 'মডেল টেনান্সি আইন', not: /আদর্শ ভাড়াটে আইন|মডেল টেন্যান্সি/g, why: 'the Model Tenancy Act, named as people hear it, spelled like প্রেমিসেস টেনান্সি' },
];

/** Each rejected spelling in `text`, as "নোটিশ → নোটিস"; empty when the text follows every rule. */
export function bengaliSpellingProblems(text: string): string[] {
  return BENGALI_SPELLINGS.flatMap((r) => [...text.matchAll(new RegExp(r.not.source, 'g'))].map((m) => `${m[0]} → ${r.use}`));
}
