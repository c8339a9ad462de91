/**
 * Bengali script for retrieval (text.ts). Bengali and Devanagari share one Brahmic layout: Unicode
 * placed each Bengali letter 0x80 code points above its Devanagari twin (ক U+0995, क U+0915), so a
 * Bengali word is written in Devanagari letter for letter and then folded, stemmed and romanised as a
 * Hindi word is ("থানা" is "थाना", "thana"; "পুলিশ" "पुलिश"). Before that, Bengali's own endings are
 * taken off ("বাড়ির", "থানায়", "স্বামীকে") and its function words dropped. Statute references written in
 * Bengali ("৪৯৮(ক) ধারা", "দণ্ডবিধির ৪২০ ধারা") are read as the English ones the index holds.
 */

import { asciiDigits, BENGALI_ACT_NAMES, BN_GENITIVE, isBanglish, romanisedCounts, SECTION_LETTERS, type BengaliActCode } from '@lexmitra/contracts';

const BENGALI = /[\u0980-\u09FF]/;
export const isBengali = (s: string): boolean => BENGALI.test(s);

/** Letters with no twin at +0x80: ৎ is a dead ত, ৰ and ৱ (Assamese) are r and w; currency and fraction signs go. */
const SPECIAL: Record<string, string> = { '\u09CE': '\u0924\u094D', '\u09F0': '\u0930', '\u09F1': '\u0935' };

/**
 * A Bengali word in Devanagari letters. NFC first: য় (U+09DF) and য + nukta are one letter, as are
 * ো and ে + া; after NFC both are the decomposed pair, which maps to य + nukta (folded to य later).
 */
export function bengaliAsDevanagari(word: string): string {
  let out = '';
  // ব after a virama (ব-ফলা) is the v of Sanskrit words: স্বামী is स्वामी, শ্বশুর श्वशुर. The "্যা" of
  // English loans is the sound Hindi writes ै or ए: ব্যাংক is बैंक, ফ্ল্যাট फ्लैट, অ্যাক্সিডেন্ট एक्सिडेन्ट.
  const bengali = word
    .normalize('NFC')
    .replace(/\u0985\u09CD\u09AF\u09BE/g, '\u098F')
    .replace(/([\u0995-\u09B9])\u09CD\u09AF\u09BE/g, '$1\u09C8')
    .replace(/\u09CD\u09AC/g, '\u09CD\u0001');
  for (const ch of bengali) {
    if (ch === '\u0001') {
      out += '\u0935';
      continue;
    }
    const code = ch.charCodeAt(0);
    if (code < 0x0980 || code > 0x09ff) out += ch;
    else if (SPECIAL[ch]) out += SPECIAL[ch];
    else if (code === 0x09d7 || code >= 0x09f2) continue;
    else out += String.fromCharCode(code - 0x80);
  }
  return out;
}

const VOWEL_SIGN = /[\u09BE-\u09CC\u09D7]$/;
const CONSONANT = /[\u0995-\u09B9\u09CE\u09DC-\u09DF]$/;
const Y = '\u09AF\u09BC';
/**
 * Case and plural endings, longest first, with what must come before each: the locative য় only after
 * a vowel ("থানায়", not "সময়"), the genitive র after a vowel other than া ("বাড়ির", "স্বামীর", not
 * "অধিকার"; for "থানার" see bengaliForms), ের and ে only after a consonant ("পুলিশের", "অফিসে"). One
 * ending is taken.
 */
const SUFFIXES: { s: string; after?: RegExp }[] = ([
  ...['গুলোকে', 'গুলিকে', 'গুলোর', 'গুলির', 'গুলোতে', 'গুলিতে', 'গুলো', 'গুলি', 'দেরকে', 'দের'].map((s) => ({ s })),
  { s: `${Y}ের` },
  { s: 'কে' },
  { s: 'তে', after: VOWEL_SIGN },
  { s: 'টাকে', after: VOWEL_SIGN },
  { s: 'টার', after: VOWEL_SIGN },
  { s: 'টা', after: VOWEL_SIGN },
  { s: 'ের', after: CONSONANT },
  { s: Y, after: VOWEL_SIGN },
  { s: 'র', after: /[\u09BF-\u09CC]$/ },
  { s: 'ে', after: CONSONANT },
] as { s: string; after?: RegExp }[]).map(({ s, after }) => ({ s: s.normalize('NFC'), after }));

/**
 * The forms a Bengali word is indexed and searched under: its stem, and for a word ending in "ার" also
 * the word without the র, which is either a genitive ("থানার", of the police station) or part of the
 * word ("গ্রেফতার", arrest); both forms are kept, since the spelling cannot tell which.
 */
export function bengaliForms(word: string): string[] {
  const stem = stemBengali(word);
  return stem.endsWith('\u09BEর') && [...stem].length > 3 ? [stem, stem.slice(0, -1)] : [stem];
}

/**
 * A function word keeps its ending ("থেকে", "আমাকে" are whole words), and a stem keeps three letters or
 * marks. ৎ is written as ত্ (with or without a zero-width non-joiner), so উৎপীড়ন and উত্‌পীড়ন are one word.
 */
export function stemBengali(word: string): string {
  const w = word.normalize('NFC').replace(/[\u200C\u200D]/g, '').replace(/\u09CE/g, '\u09A4\u09CD');
  if (BENGALI_STOP.has(w)) return w;
  for (const { s, after } of SUFFIXES) {
    if (!w.endsWith(s)) continue;
    const rest = w.slice(0, -s.length);
    if ([...rest].length < 3 || (after && !after.test(rest))) continue;
    return rest;
  }
  return w;
}

/**
 * The everyday Bengali words of legal trouble whose Devanagari twin is another word or none at all, by
 * their stem, as the English or romanised-Hindi word the keywords and cues use: ভাড়াটে is the tenant
 * ("bhadat" meets nothing), জামিন is bail (its twin "jamin" is Hindi's ज़मीन, land), জামানত is a
 * security deposit (its twin "jamanat" is Hindi's bail). A glossary of the language, not of any entry.
 */
const GLOSSARY: Record<string, string> = {
  জামিন: 'bail', জামানত: 'deposit', ভাড়াটে: 'tenant', বাড়িওয়ালা: 'landlord', বাড়িওয়ালী: 'landlady', ভাড়া: 'rent', উচ্ছেদ: 'evict',
  স্বামী: 'husband', স্ত্রী: 'wife', বউ: 'wife', বিয়ে: 'marriage', বিবাহ: 'marriage', বিবাহবিচ্ছেদ: 'divorce', শ্বশুরবাড়ি: 'sasural',
  শ্বশুর: 'sasur', শাশুড়ি: 'saas', পণ: 'dowry', যৌতুক: 'dowry', খোরপোশ: 'maintenance', নির্যাতন: 'cruelty', হয়রানি: 'harassment',
  মারধর: 'marpit', মার: 'maar', চুরি: 'chori', ছিনতাই: 'snatching', ডাকাতি: 'robbery', প্রতারণা: 'cheating', জালিয়াতি: 'forgery',
  খুন: 'murder', হুমকি: 'threat', ধর্ষণ: 'rape', অপহরণ: 'kidnapping', শ্লীলতাহানি: 'molestation', গ্রেফতার: 'arrest', গ্রেপ্তার: 'arrest',
  হাজত: 'lockup', অভিযোগ: 'complaint', উকিল: 'lawyer', আইনজীবী: 'lawyer', দুর্ঘটনা: 'accident', জমি: 'land', সম্পত্তি: 'property',
  উত্তরাধিকার: 'inheritance', দলিল: 'deed', দখল: 'possession', মিউটেশন: 'mutation', খতিয়ান: 'khatauni', পর্চা: 'khatauni', রেকর্ড: 'record', নাবালক: 'minor', নাবালিকা: 'minor', শিশু: 'child', বাবা: 'father', মা: 'mother',
  বোন: 'sister', ঋণ: 'loan', ধার: 'udhar', কিস্তি: 'emi', সুদ: 'interest', বেতন: 'salary', মাইনে: 'salary', চাকরি: 'job',
  ছাঁটাই: 'retrench', দোকানদার: 'shopkeeper', দোকান: 'shop', ফেরত: 'vapas', টাকা: 'money', বয়স্ক: 'elderly', বৃদ্ধ: 'elderly',
  অস্বীকার: 'refuse', বরখাস্ত: 'dismissed', ছবি: 'photo', নোংরা: 'obscene', অশ্লীল: 'obscene', বিক্রেতা: 'seller', ক্রেতা: 'consumer',
  বিদ্যুৎ: 'electricity', খরচ: 'expenses', সীমানা: 'boundary', দেওয়াল: 'wall', ভাগ: 'share', মেয়ে: 'daughter', ছেলে: 'son',
  বাচ্চা: 'child', ডাক্তার: 'doctor', হাসপাতাল: 'hospital', চিকিৎসা: 'treatment', ভুল: 'wrong', মিথ্যা: 'false', মিথ্যে: 'false',
  ভাই: 'brother', দাদা: 'brother', পাড়া: 'neighbourhood', প্রতিবেশী: 'neighbour', বিক্রি: 'sale', কেনা: 'bought', মজুরি: 'wages',
  ভুয়া: 'fake', ভুয়ো: 'fake', জাল: 'fake',
};
export const BENGALI_MEANINGS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(GLOSSARY).map(([bn, word]) => [bn.normalize('NFC'), word]));

/** Pronouns, question words, postpositions and auxiliaries: they say nothing about which law. */
export const BENGALI_STOP = new Set(
  ('আমি আমার আমাকে আমায় আমরা আমাদের আমাদেরকে আপনি আপনার আপনাকে আপনারা তুমি তোমার তোমাকে সে তার তাকে তিনি তাঁর তাঁকে ' +
    'ওরা ওদের ওর ওকে ওনার উনি তারা তাদের এরা এদের এই ওই সেই এটা ওটা সেটা এটি এ ও কি কী কেন কবে কোথায় কীভাবে কিভাবে ' +
    'কেমন কোন কোনো কে কার কাকে কত এবং আর বা কিন্তু যে যদি তাহলে তবে তো না নেই নয় নি হয় হবে হয়েছে হয়ে হচ্ছে হল হলো ' +
    'ছিল ছিলাম ছিলেন আছে আছেন আছি করে করব করবো করতে করছে করছেন করেছে করেছেন করেন করুন করলে করল করলাম দিয়ে দেয় ' +
    'দিচ্ছে দিচ্ছেন দিয়েছে দিল দিন দেবে নিয়ে নিয়েছে থেকে জন্য জন্যে মধ্যে পর পরে আগে সাথে সঙ্গে কাছে খুব একটা একটি এক ' +
    'কিছু সব শুধু এখন তখন এখানে সেখানে উপর বলে বলছে বলেছে চাই চাইছে পারি পারব পারবো পারে যায় যাবে গেছে গেল প্লিজ দয়া ' +
    'চাই চায় চান চাইছি চাইছেন ধারা ধারায় ধারার')
    .split(' ')
    .map((w) => w.normalize('NFC')),
);

/** The codes the index holds for the Acts Bengali names (content/acts.yaml). */
const ACT_CODES: Record<BengaliActCode, string> = {
  BNSS: 'BNSS', BNS: 'BNS', BSA: 'BSA', IPC: 'IPC', CRPC: 'CrPC', NIA: 'NI Act', HMA: 'Hindu Marriage Act',
  DVA: 'DV Act', RTI: 'RTI Act', ITA: 'IT Act', POCSO: 'POCSO', CONST: 'Constitution',
};
const ACTS_RE = (Object.keys(BENGALI_ACT_NAMES) as BengaliActCode[]).map((k) => ({
  re: new RegExp(`(?<![\\u0980-\\u09FF])(?:${BENGALI_ACT_NAMES[k]})${BN_GENITIVE}(?![\\u0980-\\u09FF])`, 'g'),
  code: ACT_CODES[k],
}));
const LETTERS = Object.keys(SECTION_LETTERS).join('|');
const BRACKETED_LETTER = new RegExp(`(\\d)-?(?:\\(([কখগঘ])\\)|(${LETTERS})(?![\\u0900-\\u09FF]))`, 'g');

/**
 * Statute references in Bengali (and Devanagari digits and letters) as the index writes them:
 * Bengali digits as ASCII, an inserted section's letter as its Latin one ("৪৯৮ক", "৪৯৮এ", "৪৯৮-ক",
 * "৪৯৮(ক)" and "498ए" are 498A, as case search reads them: both use libs/contracts' tables), and an
 * Act's Bengali name or abbreviation as its code.
 */
export function readBengaliStatutes(text: string): string {
  if (!/[\u0980-\u09FF\u0966-\u096F]/.test(text)) return text;
  let t = asciiDigits(text.normalize('NFC')).replace(BRACKETED_LETTER, (_, d: string, bracketed?: string, letter?: string) => d + SECTION_LETTERS[bracketed ?? letter!]);
  for (const { re, code } of ACTS_RE) t = t.replace(re, ` ${code} `);
  return t;
}

/**
 * Bengali drops the pronoun: the verb's ending says "I" ("ছেড়ে দিয়েছি", I have left; "কিনেছিলাম", I
 * bought; "কী করব", what shall I do), in the script and in Latin letters ("diyechi", "kinechhilam",
 * "korbo"). A story told so is the teller's own, as one with আমি or "ami" is. The endings: the first
 * person's perfect and present (-েছি, -চ্ছি, -ছি), past (-লাম, -তাম) and future (-ব, -বো, "চাইব"), and the
 * common verbs' simple present ("পারি", "চাই", "pari").
 */
const FIRST_PERSON_VERB = /^[\u0980-\u09FF]+(?:ছি|লাম|লেম|তাম|বো|(?:[কটতনপরলমযদগজস]|\u09BE|\u09C7|\u0987)ব)$/u;
const FIRST_PERSON_VERB_LATIN = /^[a-z]{2,}(?:e?chh?i|lam|lum|tam|bo)$/;
/** The present's first person, whose ending (-ি, -ই) nouns share, as whole words. */
const FIRST_PERSON_PRESENT = new Set(['পারি', 'চাই', 'জানি', 'পাই', 'করি', 'থাকি', 'বলি', 'দিই', 'নিই', 'যাই', 'pari', 'chai', 'jani', 'pai', 'kori', 'thaki', 'boli'].map((w) => w.normalize('NFC')));
/** Latin words with those endings that are no verbs ("salam", "islam", "combo"). */
const NOT_VERBS = new Set(['ইসলাম', 'সালাম', 'অভাব', 'প্রভাব', 'স্বভাব', 'হিসাব', 'জবাব', 'নবাব', 'মাছি', 'islam', 'salam', 'kolam', 'combo', 'bimbo', 'jumbo', 'rambo', 'kachi', 'machi', 'lichi']);
export function bengaliFirstPersonVerb(text: string, banglish: boolean): boolean {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .some((w) => FIRST_PERSON_PRESENT.has(w) || (FIRST_PERSON_VERB.test(w) && !NOT_VERBS.has(w)) || (banglish && FIRST_PERSON_VERB_LATIN.test(w) && !NOT_VERBS.has(w)));
}

/**
 * Everyday Bengali words typed in Latin letters, as the English or romanised-Hindi word the keywords use,
 * as GLOSSARY does for the script: "maine" is a salary (Hindi's "maine", I, is a function word), "jamin"
 * is bail (Hindi's "zameen", land, folds to the same letters), "bharate" a tenant. Only for a message in
 * Bengali: the words are added to it (a false friend replaces it), never to an English or Hinglish one.
 */
const BANGLISH_GLOSSARY: Record<string, string> = {
  maine: 'salary', mayne: 'salary', beton: 'salary', chakri: 'job', chakuri: 'job', malik: 'employer owner',
  bharate: 'tenant', bhaarate: 'tenant', bhara: 'rent', bhada: 'rent', bariwala: 'landlord', bariola: 'landlord', barioyala: 'landlord',
  bari: 'house', barir: 'house', ghor: 'room house', jomi: 'land', jomir: 'land', dokhol: 'possession kabja', dolil: 'deed',
  swami: 'husband', shami: 'husband', bou: 'wife', stri: 'wife', biye: 'marriage', shoshurbari: 'sasural', shoshur: 'sasur',
  shashuri: 'saas', pon: 'dowry', poner: 'dowry', joutuk: 'dowry', khorposh: 'maintenance', khoroch: 'expenses maintenance',
  otyachar: 'cruelty', nirjaton: 'cruelty', mare: 'maar', marche: 'maar', mereche: 'maar', maar: 'maar', churi: 'chori',
  chintai: 'snatching', thokiyeche: 'cheating', protarona: 'cheating', humki: 'threat', griftar: 'arrest', grefter: 'arrest',
  jamin: 'bail', jamine: 'bail', agam: 'anticipatory', mamla: 'case', obhijog: 'complaint', ukil: 'lawyer',
  tk: 'taka', ferot: 'vapas', dhar: 'udhar', kisti: 'emi', boyos: 'age', bochor: 'years', mash: 'months',
  chele: 'son', chhele: 'son', meye: 'daughter', baba: 'father', ma: 'mother', bhai: 'brother', pulish: 'police', pulis: 'police',
  shlilotahani: 'molestation', jouno: 'sexual', hoyrani: 'harassment', dhorshon: 'rape', khun: 'murder', dakati: 'dacoity robbery', dakat: 'dacoity robbery',
  dhoreche: 'arrested', dhore: 'arrested', durghotona: 'accident', daktar: 'doctor', hashpatal: 'hospital', kaj: 'job work',
  bhuya: 'fake', bhuyo: 'fake', nokol: 'fake',
};
const BANGLISH_FALSE_FRIENDS = new Set(['jamin', 'jamine', 'maine', 'mayne']);
export function withBanglishMeanings(text: string): string {
  return text
    .split(/(\s+)/)
    .map((w) => {
      const key = w.toLowerCase().replace(/[^a-z]/g, '');
      const meaning = BANGLISH_GLOSSARY[key];
      if (!meaning) return w;
      return BANGLISH_FALSE_FRIENDS.has(key) ? meaning : `${w} ${meaning}`;
    })
    .join('');
}

const BENGALI_AGES = [
  String.raw`(?:বয়স|বয়েস|boyos|boyosh|boyes|bayas)\S*\s*(?:প্রায়|মাত্র|prai|matro|holo|হল)?\s*(\d{1,3})(?!\d)`,
  String.raw`(?<!\d)(\d{1,3})\s*(?:বছর|bochor|bochhor|bachar)\S*\s*(?:বয়স|বয়েস|boyos|boyes|bayas|বয়সী|boyosi)`,
  String.raw`(?<!\d)(\d{1,3})\s*(?:বছরের|bochorer|bochhorer|bochor er|bochhor er)\s+(?:ছেলে|মেয়ে|শিশু|বাচ্চা|বৃদ্ধ|ভাই|বোন|নাতি|নাতনি|chele|chhele|meye|bacha|baccha|bhai|bon|nati|natni)`,
  // A child named and then the years ("amar chele 16 bochor", "ছেলের বয়স ষোলো বছর"), not a span ("১০ বছর ধরে", "3 bochor age").
  String.raw`(?:ছেলে|মেয়ে|ভাই|বোন|নাতি|নাতনি|ভাইপো|ভাগ্নে|chele|chhele|meye|bhai|bon|nati|natni)\S*\s+(?:\S+\s+)?(\d{1,2})\s*(?:বছর|bochor|bochhor|bachar)(?!\S*\s*(?:ধরে|আগে|পরে|হল|হয়ে|dhore|age|pore|hoye|holo))`,
].map((re) => new RegExp(re.normalize('NFC'), 'gu'));
/**
 * Numbers people write as words in an age ("মেয়ের বয়স চোদ্দ", "ষোলো বছরের ছেলে"): the ages that change the law
 * (a child, a senior citizen) and those around them. Banglish words that are also other words ("baro", big) are left out.
 */
const BENGALI_NUMBER_WORDS: Record<string, number> = {
  এক: 1, দুই: 2, তিন: 3, চার: 4, পাঁচ: 5, ছয়: 6, সাত: 7, আট: 8, নয়: 9, দশ: 10, এগারো: 11, বারো: 12, তেরো: 13,
  চোদ্দ: 14, চৌদ্দ: 14, পনেরো: 15, পনের: 15, ষোলো: 16, ষোল: 16, সতেরো: 17, সতের: 17, আঠারো: 18, আঠার: 18, উনিশ: 19,
  কুড়ি: 20, বিশ: 20, ষাট: 60, পঁয়ষট্টি: 65, সত্তর: 70, পঁচাত্তর: 75, আশি: 80, নব্বই: 90,
  chouddo: 14, choddo: 14, ponero: 15, solo: 16, sotero: 17, atharo: 18, unish: 19, shottor: 70, sottor: 70, ashi: 80,
};
const NUMBER_WORD = new RegExp(
  `(?<![\\p{L}\\p{M}])(${Object.keys(BENGALI_NUMBER_WORDS).map((w) => w.normalize('NFC')).join('|')})(?![\\p{L}\\p{M}])`,
  'gu',
);

/** Ages in Bengali: "বয়স ৭২", "৭২ বছর বয়স", "boyos 70", "70 bochor boyos", "বয়স চোদ্দ" (digits in any script, or words). */
export function bengaliAges(text: string): number[] {
  const t = text
    .normalize('NFC')
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .toLowerCase()
    .replace(NUMBER_WORD, (w) => String(BENGALI_NUMBER_WORDS[w] ?? w));
  const ages = BENGALI_AGES.flatMap((re) => [...t.matchAll(re)]).map((m) => Number(m[1]));
  return ages.filter((a) => a > 0 && a < 120);
}

/**
 * More words only romanised Bengali uses, besides the function words libs/contracts reads
 * (isBanglish): the genitive typed apart ("baba er", "45 lakh er flat"), pronouns and verb forms a
 * short message is often made of ("ora ki chaite pare", "koto lagbe", "ke jitlo"), and the everyday
 * Bengali nouns no Hindi or English word is spelt like ("bou", "bochor"). A short Banglish message
 * has too few of the contract's words to pass its share; with these it is read as the Bengali it is,
 * and answered in Bengali script. Words that are English or Hindi too ("take", "pare", "tar", "mane") are left out.
 */
const BANGLISH_MORE = new Set(
  ('er ekjon ekjoner oi ora oder orao tai tader tomra apnara amio babar mayer bouer bou bochor bochhor bochorer mash maser ' +
    'lagbe laglo lage chaite chaichi chaiche chaichhe chaicchi dekhe dekhche dekhchi dekhte dekhena jitlo jitbe kinle kinechi kinechilam ' +
    'kinechhilam bechlam bechle dile dilo pelam pelo pabo jani janen jante janina bujhte bujhchi bolun bolben dorkar uchit ' +
    'parben parbo parbe hoyeche hobena korena korleo diche dise nai naki ar aro abar shob sob emon kemne etar otar eta ota oita').split(' '),
);
/** Third-person past and first-person past perfect, Bengali only: "diyechilo", "bolechhilo", "korechilam". */
const BANGLISH_PAST = /^[a-z]{2,}(?:e?chh?ilo|e?chh?ilam|iyechh?e)$/;

/**
 * Bengali in Latin letters, as the offline engine reads it: libs/contracts' isBanglish (the one both
 * engines share), or, for a message it leaves, two of its words and the words above together, the
 * contract's share of the words (15%) at least, and more than the contract's Hindi words.
 */
export function readsAsBanglish(text: string): boolean {
  if (isBanglish(text)) return true;
  if (BENGALI.test(text)) return false;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const { bengali, hindi } = romanisedCounts(text);
  // A word the contract's lists already counted is not counted twice.
  const more = words.filter((w) => (BANGLISH_MORE.has(w) || BANGLISH_PAST.test(w)) && !romanisedCounts(w).bengali).length;
  const all = bengali + more;
  return all >= 2 && all > hindi && all / words.length >= 0.15;
}
