/**
 * The language a model should answer in, and the words that tell it so. The question's own script
 * decides first (a Tamil question gets Tamil, whatever the interface shows); romanised Hindi
 * ("mera phone chori ho gaya") is Hindi in the Latin alphabet; romanised Bengali ("amar swami roj
 * mare, ki korbo") is answered in Bengali script, as the offline engine answers it (the word lists
 * both read are libs/contracts romanised.ts); only a question that shows none of these (plain
 * English, or just "498A?") takes the interface language. Models follow a named language AND script
 * far more reliably than "the language of the question", so both are always named.
 */
import { isBanglish } from '@lexmitra/contracts';

export interface AnswerLanguage {
  /** ISO 639-1, as docs/product.md §9 lists them, plus en. */
  code: string;
  name: string;
  /** The writing system the answer must use. */
  script: string;
  /** The language's name in its own script, which also shows the model the script. */
  native: string;
  /** Hindi typed in the Latin alphabet (Hinglish): answer the same way. */
  romanised?: boolean;
  /** Bengali typed in the Latin alphabet: answered in Bengali script, which its readers read best. */
  fromLatin?: boolean;
}

/** English and docs/product.md §9's thirteen, with the script each is written in. */
export const ANSWER_LANGUAGES: Record<string, AnswerLanguage> = {
  en: { code: 'en', name: 'English', script: 'Latin', native: 'English' },
  as: { code: 'as', name: 'Assamese', script: 'Assamese (Bengali-Assamese) script', native: 'অসমীয়া' },
  bn: { code: 'bn', name: 'Bengali', script: 'Bengali script', native: 'বাংলা' },
  gu: { code: 'gu', name: 'Gujarati', script: 'Gujarati script', native: 'ગુજરાતી' },
  hi: { code: 'hi', name: 'Hindi', script: 'Devanagari', native: 'हिन्दी' },
  kn: { code: 'kn', name: 'Kannada', script: 'Kannada script', native: 'ಕನ್ನಡ' },
  ml: { code: 'ml', name: 'Malayalam', script: 'Malayalam script', native: 'മലയാളം' },
  mr: { code: 'mr', name: 'Marathi', script: 'Devanagari', native: 'मराठी' },
  ne: { code: 'ne', name: 'Nepali', script: 'Devanagari', native: 'नेपाली' },
  or: { code: 'or', name: 'Odia', script: 'Odia script', native: 'ଓଡ଼ିଆ' },
  pa: { code: 'pa', name: 'Punjabi', script: 'Gurmukhi', native: 'ਪੰਜਾਬੀ' },
  ta: { code: 'ta', name: 'Tamil', script: 'Tamil script', native: 'தமிழ்' },
  te: { code: 'te', name: 'Telugu', script: 'Telugu script', native: 'తెలుగు' },
  ur: { code: 'ur', name: 'Urdu', script: 'Perso-Arabic (Nastaliq) script, written right to left', native: 'اردو' },
};

/** Unicode blocks of the Indian scripts, and the language a block means when nothing narrows it. */
const SCRIPTS: { re: RegExp; code: string }[] = [
  { re: /\p{Script=Devanagari}/gu, code: 'hi' },
  { re: /\p{Script=Bengali}/gu, code: 'bn' },
  { re: /\p{Script=Gurmukhi}/gu, code: 'pa' },
  { re: /\p{Script=Gujarati}/gu, code: 'gu' },
  { re: /\p{Script=Oriya}/gu, code: 'or' },
  { re: /\p{Script=Tamil}/gu, code: 'ta' },
  { re: /\p{Script=Telugu}/gu, code: 'te' },
  { re: /\p{Script=Kannada}/gu, code: 'kn' },
  { re: /\p{Script=Malayalam}/gu, code: 'ml' },
  { re: /\p{Script=Arabic}/gu, code: 'ur' },
];

/** Words Hindi never uses, that mark Marathi or Nepali in Devanagari. */
const DEVANAGARI_MARKERS: Record<string, string[]> = {
  mr: ['आहे', 'आहेत', 'आणि', 'माझा', 'माझी', 'माझे', 'मला', 'नाही', 'झाले', 'केले', 'करायचे'],
  ne: ['छ', 'छन्', 'छैन', 'मेरो', 'भयो', 'हुन्छ', 'पनि', 'गर्न', 'गरेको', 'गर्नु'],
};

/**
 * Romanised Hindi words that English does not use (so "to", "the", "main", "par" are left out):
 * two of them, or one in a very short question, make a Latin question Hinglish.
 */
const HINGLISH = new Set(
  ('hai hain ho hota hoti hote hua hui huye gaya gayi gaye gya kya kaise kaisa kyun kyon kab kahan kaha nahi nahin nhi mat ' +
    'mera meri mere mujhe mujhko maine mene humne hamne hum hamara hamari hamare hame humein aap aapka aapki apna apni apne ' +
    'uska uski uske usne unka unki unke unhone unko usko isko isme usme ka ki ke ko se ne mein aur lekin magar ' +
    'kar karna karne karke karta karti karte kiya kiye diya diye liya liye raha rahi rahe tha thi chahiye chahta chahti ' +
    'sakta sakti sakte wala wali wale bhi sirf abhi koi kuch kaun jab tab agar toh yeh woh wo bahut bohot ' +
    'paisa paise ghar pati patni saas sasur bhai behen bahen beta beti naukri malik kirayedar makan zameen jameen shikayat ' +
    'thana giraftar jamanat chori dhokha maar maara maarpeet dahej talak talaq').split(' '),
);
/** Hindi future and verb endings ("milega", "karungi"). */
const HINDI_VERB = /^[a-z]{2,}(ega|egi|enge|unga|ungi|oge|ogi)$/;

export function isHinglish(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (!words.length) return false;
  const hindi = words.filter((w) => HINGLISH.has(w) || HINDI_VERB.test(w)).length;
  return hindi >= 2 ? hindi / words.length >= 0.15 : hindi === 1 && words.length <= 3;
}

/** The language the text is written in, when its script or words show it; undefined for plain English. */
export function detectLanguage(text: string): AnswerLanguage | undefined {
  const counts = SCRIPTS.map(({ re, code }) => ({ code, n: text.match(re)?.length ?? 0 })).sort((a, b) => b.n - a.n);
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  const top = counts[0];
  // Indian script letters carry more per letter than Latin ones; a few English terms ("FIR", "BNS 303") do not outweigh them.
  if (top.n > 0 && top.n * 2 >= latin) {
    let code = top.code;
    if (code === 'hi') {
      const words = new Set(text.split(/[\s,.?!।:;()"']+/));
      code = Object.entries(DEVANAGARI_MARKERS).find(([, markers]) => markers.some((m) => words.has(m)))?.[0] ?? 'hi';
    }
    // Assamese is written in the Bengali block; ৰ and ৱ are its own letters.
    if (code === 'bn' && /[ৰৱ]/.test(text)) code = 'as';
    return ANSWER_LANGUAGES[code];
  }
  // Bengali before Hindi: "ki" and "na" are both languages' words, and isBanglish weighs the two lists.
  if (isBanglish(text)) return { ...ANSWER_LANGUAGES.bn, fromLatin: true };
  if (isHinglish(text)) return { ...ANSWER_LANGUAGES.hi, script: 'Latin', romanised: true };
  return undefined;
}

/** Strips a region ("hi-IN" → "hi"); undefined for a language we do not answer in. */
export function knownLanguage(code: string | undefined): AnswerLanguage | undefined {
  return code ? ANSWER_LANGUAGES[code.toLowerCase().split(/[-_]/)[0]] : undefined;
}

/**
 * The question's language first; then the interface language; then English. A Devanagari or
 * Bengali-script question whose words do not tell the language takes the interface's language when
 * it shares the script: the script alone cannot tell Hindi from Marathi, or Bengali from Assamese.
 */
export function answerLanguage(question: string, interfaceLanguage?: string): AnswerLanguage {
  const asked = detectLanguage(question);
  const ui = knownLanguage(interfaceLanguage);
  if (asked && ui && !asked.romanised && asked.code !== ui.code && asked.script === ui.script && (asked.code === 'hi' || asked.code === 'bn')) return ui;
  return asked ?? ui ?? ANSWER_LANGUAGES.en;
}

/** The sentence a prompt carries: the language and the script by name, and what stays as written. */
export function languageInstruction(l: AnswerLanguage): string {
  const keep = 'Keep section numbers, the short names of Acts (BNS, BNSS, IPC), case names, amounts, dates, phone numbers and web addresses exactly as written.';
  if (l.code === 'en') return `Write in simple English. ${keep}`;
  if (l.romanised) {
    return `Write in ${l.name} using the Latin (Roman) alphabet, the way the question is written (Hinglish), not in Devanagari. ${keep}`;
  }
  const typed = l.fromLatin ? ` The question is ${l.name} typed in Latin letters; answer it in the ${l.script} all the same.` : '';
  return `Write in ${l.name} (${l.native}), in the ${l.script}; do not use English except for terms that have no ${l.name} word.${typed} ${keep}`;
}
