/**
 * How words are compared. People write the same word four ways: English, romanised Hindi or Bengali
 * ("chori", "giraftar", "bari"), Devanagari ("चोरी", "गिरफ्तार") and Bengali script ("চুরি",
 * "গ্রেফতার"). Devanagari words are indexed twice: as themselves (lightly stemmed) and transliterated
 * into the romanised spelling people type, so a Devanagari question also meets the romanised keywords.
 * A Bengali word is stemmed in Bengali, then written letter for letter in Devanagari (bengali.ts) and
 * goes the same way, so "থানা" meets "थाना" and "thana". Romanised spellings vary ("ph"/"f",
 * "ee"/"i", "w"/"v"), so Latin text is folded to one spelling on both sides of the comparison.
 */
import Sanscript from '@indic-transliteration/sanscript';
import { BENGALI_MEANINGS, BENGALI_STOP, bengaliAsDevanagari, bengaliForms, isBengali, readBengaliStatutes, stemBengali } from './bengali';

// The danda (।) is shared by Bengali and Devanagari (Script=Common): it does not make a text Hindi.
const DEVANAGARI = /\p{Script=Devanagari}/u;
const CONSONANT = /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/;
/** Vowel signs, virama and the nasal/visarga marks: a consonant followed by one has no bare schwa. */
const MARK_AFTER = /[\u093A-\u094D\u094E\u094F\u0955-\u0957\u0962\u0963]/;
const VIRAMA = '\u094D';
const NASAL = /[\u0901\u0902]/;
const MATRA = /[\u093E-\u094C]/;
const VOWEL = /[\u0904-\u0914\u0960\u0961]/;

export const isDevanagari = (s: string): boolean => DEVANAGARI.test(s);

/** The Indian script a text is written in: Bengali when it has more Bengali letters than Devanagari ones. */
export function scriptOf(text: string): 'bengali' | 'devanagari' | undefined {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const [bn, dv] = [count(/\p{Script=Bengali}/gu), count(/\p{Script=Devanagari}/gu)];
  if (bn && bn >= dv) return 'bengali';
  return dv ? 'devanagari' : undefined;
}

/** One spelling for variants: nukta dropped (ज़ = ज), chandrabindu as anusvara, NFC. */
export function foldDevanagari(word: string): string {
  return (
    word
      .normalize('NFD')
      .replace(/\u093C/g, '')
      .replace(/\u0901/g, '\u0902')
      // The open "o" of English loanwords (डॉक्टर, ऑनलाइन, फ्रॉड) as the plain o: transliteration drops it otherwise.
      .replace(/\u0949/g, '\u094B')
      .replace(/\u0911/g, '\u0913')
      .normalize('NFC')
  );
}

/**
 * Hindi drops the inherent vowel of a word's last consonant and of a consonant between two sounded
 * syllables when a single consonant follows ("सरकारी" is said "sarkari", "नौकरी" "naukri").
 * Marking those with a virama before transliterating gives the spelling people type.
 */
function deleteSchwas(word: string): string {
  const c = [...word];
  const last = c.length - 1;
  const isCons = (i: number) => CONSONANT.test(c[i] ?? '');
  const bare = (i: number) => isCons(i) && !MARK_AFTER.test(c[i + 1] ?? '');
  const drop = new Set<number>();
  if (c.filter((ch) => CONSONANT.test(ch)).length > 1 && bare(last)) drop.add(last);
  const sounded = (i: number) => MATRA.test(c[i] ?? '') || VOWEL.test(c[i] ?? '') || NASAL.test(c[i] ?? '') || (bare(i) && !drop.has(i));
  for (let i = 1; i < last; i++) {
    if (!bare(i) || !isCons(i + 1) || drop.has(i - 1)) continue;
    const nextSounded = (bare(i + 1) && !drop.has(i + 1)) || MATRA.test(c[i + 2] ?? '');
    if (sounded(i - 1) && nextSounded) drop.add(i);
  }
  return c.map((ch, i) => (drop.has(i) ? ch + VIRAMA : ch)).join('');
}

/** "गिरफ्तार" → "giraftar", "किरायेदार" → "kirayedar": the romanised spelling, folded. */
export function romanise(word: string): string {
  const itrans = Sanscript.t(deleteSchwas(foldDevanagari(word)), 'devanagari', 'itrans')
    // Anusvara is written "n" by most people ("fansaya"), "m" before p, b and m ("sampatti").
    .replace(/M(?=[pbm])/g, 'm')
    .replace(/M/g, 'n');
  return foldLatin(itrans.toLowerCase().replace(/[^a-z]/g, ''));
}

/**
 * English loanwords as Hindi writes them, so "case" and "केस", "police" and "पुलिस" are one word;
 * "cheque" and "check" are one word too.
 */
const LOANWORDS: Record<string, string> = {
  cheque: 'chek', check: 'chek', chq: 'chek', case: 'kes', police: 'pulis', court: 'kort', bail: 'bel', salary: 'salari',
  company: 'kampani', notice: 'notis', loan: 'lon', account: 'akaunt', online: 'onlain', fraud: 'frod', phone: 'fon',
  mobile: 'mobail', office: 'ofis', lawyer: 'vakil', advocate: 'vakil', wakil: 'vakil', complaint: 'shikayat',
  // Stemming would make "employee" a prefix of "employer"; the Hindi words keep the two sides apart.
  employee: 'karmachari', employees: 'karmachari', employer: 'niyokta', employers: 'niyokta',
  // Police as Bengali says it (পুলিশ), typed in Latin letters.
  pulish: 'pulis',
};

/**
 * English words written in Devanagari or Bengali, after romanising and stemming, as their English form
 * folds ("सैलरी" is "sailri", "salary" is "salari"), so one cue or keyword serves every script.
 */
const DEVANAGARI_LOANS: Record<string, string> = {
  puli: 'pulis', noti: 'notis', sailri: 'salari', kampni: 'kampani', efaiar: 'fir', otipi: 'otp', baink: 'bank',
  dipojit: 'deposit', eksident: 'acident', inshyoren: 'insuranc', laisen: 'licenc', charjashit: 'chargeshit',
  baun: 'bounc', egriment: 'agriment', flait: 'flat', bildar: 'builder', doktar: 'doctor', penshan: 'pension',
  onlain: 'onlain', rifand: 'refund', mainejar: 'manager', vidiyo: 'video', vhatsaep: 'vhatsap', grechyuti: 'gratuity',
  pief: 'pf', rajistri: 'registry', tanakhvah: 'tankhvah',
  // Bengali spellings of the same loans (bengali.ts writes Bengali words in Devanagari letters first).
  pulish: 'pulis', ekaunt: 'akaunt', sailari: 'salari', insyuren: 'insuranc', bhidio: 'video', hoyatsaep: 'vhatsap', dibhor: 'divorc',
};

/** Romanised-Hindi spellings folded together: ph→f, w→v, z→j, q→k, doubled letters single. */
export function foldLatin(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

/** English plurals and tenses meet their stem: "stolen"/"stealing" are not merged, "fractured"/"fracture" are. */
export function stem(term: string): string {
  let t = term;
  for (const suffix of ['ings', 'ing', 'edly', 'ed', 'es', 's']) {
    if (t.length > suffix.length + 3 && t.endsWith(suffix)) {
      t = t.slice(0, -suffix.length);
      break;
    }
  }
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

/** One word in its comparable form: Latin words stemmed and folded, Devanagari romanised. */
export function normWord(word: string): string {
  let w = word.normalize('NFC').toLowerCase();
  // A Bengali word as its Devanagari twin, so it folds and romanises as Hindi's does.
  if (isBengali(w)) {
    const stem = stemBengali(w);
    const meaning = BENGALI_MEANINGS[w.normalize('NFC')] ?? BENGALI_MEANINGS[stem];
    if (meaning) return normWord(meaning);
    w = bengaliAsDevanagari(stem);
  }
  // Stemmed like Latin words, so "मैंने" and "maine" fold to the same word.
  if (isDevanagari(w)) {
    const r = stem(romanise(w));
    return DEVANAGARI_LOANS[r] ?? r;
  }
  return LOANWORDS[w] ?? LOANWORDS[stem(w)] ?? foldLatin(stem(w));
}

export const splitWords = (text: string): string[] => text.normalize('NFC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/**
 * "Cheque" is often spelt "check" (and both fold to "chek"), but "check" is mostly the verb: "I went
 * in to check a water leak" is no cheque case. The English word "check" counts as a cheque only next
 * to what is done with cheques; otherwise it is read as "verify".
 */
const CHEQUE_DEEDS = String.raw`(?:bounc\w*|dishono\w*|deposit\w*|amount|payment|paid|signed|issu\w*|clear\w*|return\w*|gave|given|book|leaf|of rs|for rs|rs\.?|₹|diya|diye|mila|138)`;
const CHEQUE_CHECK = new RegExp(String.raw`\bchecks?\b(?=(?:\W+\w+){0,3}?\W+${CHEQUE_DEEDS})|(?<=${CHEQUE_DEEDS}(?:\W+\w+){0,3}?\W+)\bchecks?\b|\b(?:a|the|my|his|her|their|your|security|post-?dated|blank|bank)\s+checks?\b`, 'gi');
function senseOfCheck(text: string): string {
  // In Devanagari the English loan is spelt like the cheque (चेक); "checking" and "checked" are the verb.
  text = text.replace(/चेकिंग/g, 'जाँच').replace(/चेक (?=(?:किया|किए|किये|की|कर|करने|करना|करवा))/g, 'जाँच ');
  if (!/\bcheck/i.test(text)) return text;
  const cheques = new Set<number>();
  for (const m of text.matchAll(CHEQUE_CHECK)) cheques.add(m.index! + m[0].toLowerCase().lastIndexOf('check'));
  return text.replace(/\bcheck(s|ed|ing)?\b/gi, (word, _s, at: number) => (cheques.has(at) ? word : 'verify'));
}

/**
 * A patient is discharged from hospital, an accused from a case: beside a hospital, an operation or
 * a doctor, "discharge" is read as "release", so a treatment story is not met with the accused's
 * discharge application.
 */
const MEDICAL = /\b(hospital|operation|surgery|admitted|icu|doctor|patient|nursing home|clinic|aspatal)\w*|अस्पताल|ऑपरेशन|डॉक्टर|भर्ती/i;
function senseOfDischarge(text: string): string {
  return MEDICAL.test(text) ? text.replace(/\bdischarg(e|ed|es|ing)\b/gi, 'release').replace(/डिस्चार्ज/g, 'छुट्टी') : text;
}

/**
 * Words that mean two things, read in the sense their neighbours give them (both sides of retrieval);
 * statute references in Bengali ("৪৯৮(ক) ধারা", "দণ্ডবিধি") read as the sections and Acts they name.
 */
export function senseOfWords(text: string): string {
  return senseOfDischarge(senseOfCheck(readBengaliStatutes(text)));
}

/**
 * Text as one line of comparable words. Cue lists are matched on this form, so a cue written once
 * in romanised Hindi also matches its Devanagari spelling.
 */
export function foldText(text: string): string {
  return splitWords(senseOfWords(text)).map(normWord).join(' ');
}

const STOP_LATIN =
  'a an the and or but if of to in on at by for with from into onto about as is am are was were be been being do does did have has had ' +
  'i me my mine we our you your he him his she her they them their it its this that these those there here what which who whom whose ' +
  'how why when where can could should would will shall may might must not no yes please help want need tell know got get also very ' +
  'some any all just so then than too up down out over again now one two after before because while said say says ' +
  'mera meri mere mujhe main mai maine hum hamara humara aap apna apni apne tum tera teri hai hain ho hoga hogi hua hui huye ' +
  'tha thi the gaya gayi gaye ka ki ke ko ne se me mein par pe aur ya kya kaise kyun kab kahan koi kuch bhi to hi na ' +
  'kar karna karo kiya kiye raha rahi rahe liye wala wali wale yeh ye woh wo usne unhone uska uski iske ab sir madam ' +
  // Story words: they carry time, motion and talk, never the legal point, and they are everywhere.
  'new during later since still even already every last next first make made give gave given take took taken come came ' +
  'going went gone keep kept let back away off only much many more most other another same such own well really like ' +
  'way thing things time times day days week weeks month months year years today yesterday tomorrow ago told asked ask ' +
  'saying something anything nothing someone anyone everyone people lot lots bit kind sort maybe actually please thanks ' +
  'don doesn didn can won isn wasn aren hasn haven wouldn shouldn couldn ll ve re ' +
  // Words of any legal question: they say nothing about which law ("is bigamy a crime?").
  'crime crimes offence offences offense law laws legal punishment punishable';
const STOP_DEVANAGARI =
  'में मैं मैंने है हैं था थी थे को का की के ने से पर पे और या क्या कैसे क्यों कब कहाँ कहां कोई कुछ भी तो ही ना नहीं न हो होगा होगी गया गई गयी गए ' +
  'कर करना करें करे किया किये रहा रही रहे लिए वाला वाली वाले यह ये वह वो उसने उन्होंने उसका उसकी उसके इस उस अब हम आप अपना अपनी अपने ' +
  'मेरा मेरी मेरे मुझे मुझको हमारा हमारी हमारे हमें तुम जी साहब कृपया एक बहुत सर मैडम ' +
  'मुझ सकता सकती सकते अभी';
/**
 * Romanised Bengali function words, pronouns and verb forms (the subject words, "bari", "taka",
 * "thana", are kept): as the Hindi ones above, they say nothing about which law.
 */
const STOP_BANGLISH =
  'ami amar amake amay amader amra apni apnar apnake tumi tomar tomake tini onar ki kivabe kibhabe keno kothay kobe kokhon kemon ' +
  'korbo korbe korben korchi korchhi korche korchhe koreche korechhe korlo korlam korte kore korle korun hobe hoy hoye hoyeche ' +
  'hoyechhe hocche hochhe holo hoyni dicche dichhe dichche dilo diyeche diye debe niye nilo bolche bolchhe boleche bollo bolte ' +
  'ache achhe achi achhi chilo chhilo nei theke jonno kintu ebong othoba tobe tahole jodi jokhon ekhon shudhu sathe songe ekta ekti kono kichu onek';
/** Words that carry no subject, in English, romanised Hindi and Bengali, and Devanagari (Bengali script: bengali.ts). */
export const STOP = new Set([...STOP_LATIN.split(' '), ...STOP_BANGLISH.split(' '), ...STOP_DEVANAGARI.split(' ').map(foldDevanagari)]);

/** Hindi plural and case endings, longest first: "शिकायतों" and "शिकायत" meet. */
const HINDI_SUFFIXES = ['ियों', 'ियां', 'ाओं', 'ाएं', 'ुओं', 'ों', 'ें', 'ीं', 'ां', 'ी', 'े', 'ा', 'ो'];
function stemDevanagari(word: string): string {
  for (const s of HINDI_SUFFIXES) if (word.length - s.length >= 2 && word.endsWith(s)) return word.slice(0, -s.length);
  return word;
}

/**
 * MiniSearch's term processor for the index and the query alike: a Devanagari word becomes two
 * terms (its stem, and its romanised spelling), a Latin word one.
 */
export function processTerm(term: string): string | string[] | null {
  const t = term.normalize('NFC').toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '').replace(/'s$/, '');
  if (!t || STOP.has(t)) return null;
  // Single letters (the "s" of "he's") and short numbers (ages, amounts, "4 months") match section
  // numbers by accident; "138", "420" and "498a" still count.
  if (t.length < 2 || (/^\d+$/.test(t) && t.length < 3)) return null;
  if (BENGALI_STOP.has(t)) return null;
  if (isBengali(t)) {
    // The word itself (as the index holds Bengali: indexTerm), its meaning (bengali.ts GLOSSARY) and its
    // Devanagari twin, so a Bengali question meets the Bengali, English, romanised and Devanagari keywords.
    const meaning = BENGALI_MEANINGS[t] ?? BENGALI_MEANINGS[stemBengali(t)];
    const terms = [...bengaliForms(t), meaning && normWord(meaning), ...bengaliForms(t).flatMap((f) => [devanagariTerms(bengaliAsDevanagari(f))].flat())].filter((x): x is string => !!x);
    return terms.length ? [...new Set(terms)] : null;
  }
  return isDevanagari(t) ? devanagariTerms(t) : normWord(t);
}

/**
 * The index's term processor. A Bengali word is indexed as itself (stemmed) only: a question in
 * English or romanised Hindi never meets an entry through its Bengali examples, which would rank
 * those questions by words their askers never wrote. A Bengali question reaches the other scripts'
 * keywords through processTerm, which searches with the word's meaning and twin as well.
 */
export function indexTerm(term: string): string | string[] | null {
  const t = term.normalize('NFC').toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
  if (!isBengali(t)) return processTerm(term);
  if (t.length < 2 || BENGALI_STOP.has(t)) return null;
  return bengaliForms(t);
}

/** A Devanagari word's terms: its stem and its romanised spelling (none for a function word). */
function devanagariTerms(word: string): string | string[] | null {
  const folded = foldDevanagari(word);
  if (STOP.has(folded)) return null;
  const roman = romanise(folded);
  return roman && !STOP.has(roman) ? [stemDevanagari(folded), roman] : stemDevanagari(folded);
}
