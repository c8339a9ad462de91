/**
 * The clarifying question: asked only when the words do not say which side of a dispute the asker
 * is on AND the best-matching entries give different advice to the two sides (a bounced cheque's
 * giver must pay within 15 days; its receiver must send a notice within 30). Each quick reply is
 * worded so that, sent back as the next turn, it settles the side (tested in clarify.spec.ts).
 */
import type { SituationFrame } from './frame';
import type { RankedHit } from './triage-types';
import { foldText, scriptOf, splitWords } from './text';
import type { Role } from './types';
import { kbContent } from './content';
import { bengaliFirstPersonVerb, readsAsBanglish } from './bengali';

export interface Clarify {
  question: string;
  options: string[];
  /** The pair being asked about; for tests and logs. */
  pair: [Role, Role];
}

type Texts = { question: string; options: [string, string] };
/** Per opposed pair (alphabetical order of its roles), in every language (content/clarify.yaml). The options' order follows the pair's. */
const QUESTIONS = kbContent().clarify as Record<string, { en: Texts; hi: Texts; bn?: Texts } & Record<string, Texts>>;

/**
 * Both sides have a matching entry at least this strong, relative to the stronger side's best: the
 * question is about the dispute in general, and each side would get different advice.
 */
const BOTH_SIDES = 0.1;
/**
 * A story of what happened nearly always shows the teller's side even when no cue word says it
 * (and a victim's story is the default for a crime); asking is for short, general questions
 * ("what happens in a cheque bounce case?").
 */
/**
 * When the best entry is written for anyone and outscores every side's own entry this many times over, the
 * answer does not depend on the side ("which code applies to an act of 2023?"): asking would be needless.
 */
const NEUTRAL_LEAD = 4;
/** A lead for the side the asker already took outscores an unrelated pair's entries this many times over. */
const DECIDED_LEAD = 1.5;
const GENERAL_QUESTION_WORDS = 12;
/**
 * A question about a cheque, a tenancy, a job, a sale or a loan that has no first-person word is
 * general however it goes on ("what happens in a cheque bounce case? how long does it take, can
 * someone go to jail?"): those pairs' entries differ by side, and nothing in it says the side. On the
 * victim/accused question only one that asks and names no one is (generalQuestion): a story told
 * about a father or a neighbour has no "my" and is still the teller's complaint.
 */
const GENERAL_PAIR_QUESTION_WORDS = 20;
/** Words that make a short question the teller's own story (folded forms, as text.ts writes them). */
const FIRST_PERSON = [
  'my', 'i', 'me', 'we', 'our', 'us', 'mera', 'meri', 'mere', 'main', 'mai', 'maine', 'mujhe', 'mujh', 'hamara', 'hamari', 'hamare', 'hum', 'humne', 'hamne', 'hame',
  // Bengali, in its script and in Latin letters.
  'আমার', 'আমি', 'আমাকে', 'আমায়', 'আমরা', 'আমাদের', 'amar', 'ami', 'amake', 'amay', 'amra', 'amader',
].map((w) => foldText(w));

/**
 * A question about such cases in general, not a story: it asks (a question mark or a question word)
 * and names nobody in particular. A father, a husband or a neighbour named without "a"/"the" is
 * someone in the teller's story ("papa ki death ho gayi", "पति मारते हैं"), which has its side.
 */
const ASKING = /\?|^\s*(what|how|can|could|is|are|does|do|when|which|who|kya|kaise|kitna|kitne|kab|kaun|क्या|कैसे|कितना|कितने|कब|कौन)\b|^\s*(?:কী|কি|কীভাবে|কিভাবে|কেন|কবে|কত|কোন|কে)(?![\u0980-\u09FF])/i;
const SOMEONE =
  /(?<!\b(a|an|the|any|some)\s)\b(papa|pita|pitaji|mummy|maa|mother|father|dad|mom|husband|wife|pati|patni|biwi|bhai|brother|sister|behen|bahan|son|daughter|beta|beti|bete|uncle|aunt|chacha|mama|cousin|friend|dost|neighbour|neighbor|padosi|boss|sasur|saas|baba|swami|shami|bou|chhele|chele|meye|shoshur|shashuri|protibeshi|bondhu)\b|पिता|पापा|माँ|मां|पति|पत्नी|भाई|बहन|बेटा|बेटी|बेटे|चाचा|मामा|दोस्त|पड़ोसी|ससुर|सास|বাবা|স্বামী|স্ত্রী|বউ|ভাই|বোন|ছেলে|মেয়ে|শ্বশুর|শাশুড়ি|প্রতিবেশী|বন্ধু/i;
const generalQuestion = (question: string) => ASKING.test(question) && !SOMEONE.test(question);

/** Function words that mark a question as romanised Hindi. */
const HINDI_WORDS = ['hai', 'hain', 'kya', 'ka', 'ki', 'ke', 'ko', 'se', 'kaise', 'hota', 'hoti', 'mein', 'karna', 'karen'].map((w) => foldText(w));

export function clarifyFor(frame: SituationFrame, hits: RankedHit[], question: string): Clarify | undefined {
  const words = splitWords(question).length;
  const bestFor = (side: Role, other: Role) =>
    Math.max(0, ...hits.filter((h) => h.entry.roles?.includes(side) && !h.entry.roles.includes(other)).map((h) => h.score));
  // The specific question first: "did you give the cheque?" says more than "is the case against you?".
  const pairs = [...frame.undecided].sort((x, y) => Number(x[0] === 'accused') - Number(y[0] === 'accused'));
  const folded = ` ${foldText(question)} `;
  // In romanised Hindi "me" is "in" ("office me", "court me"), not the asker.
  const hindi = HINDI_WORDS.some((w) => folded.includes(` ${w} `));
  // Bengali says "I" in the verb's ending as often as with আমি ("ঘর ছেড়ে দিয়েছি", "korbo").
  const personal = FIRST_PERSON.some((w) => (w !== 'me' || !hindi) && folded.includes(` ${w} `)) || bengaliFirstPersonVerb(question, readsAsBanglish(question));
  for (const [a, b] of pairs) {
    // "My husband married again" tells a story of harm done to the teller: a crime's default side.
    if (a === 'accused' && personal) continue;
    const limit = personal ? GENERAL_QUESTION_WORDS : a === 'accused' ? (generalQuestion(question) ? GENERAL_PAIR_QUESTION_WORDS : GENERAL_QUESTION_WORDS) : GENERAL_PAIR_QUESTION_WORDS;
    if (words > limit) continue;
    const [forA, forB] = [bestFor(a, b), bestFor(b, a)];
    if (!forA || !forB || Math.min(forA, forB) < Math.max(forA, forB) * BOTH_SIDES) continue;
    const top = hits[0];
    if (top && !top.entry.roles?.length && Math.max(forA, forB) * NEUTRAL_LEAD <= top.score) continue;
    // A lead written for the side the asker already took, on neither side of this pair and well above both, does
    // not turn on it: a cheque case asked about at the consumer court is the payee's, whoever sold what.
    const asker = top?.entry.roles?.some((r) => frame.roles.includes(r)) && !top.entry.roles.some((r) => r === a || r === b);
    if (asker && Math.max(forA, forB) * DECIDED_LEAD <= top.score) continue;
    const texts = QUESTIONS[`${a}|${b}`];
    if (!texts) continue;
    // In the question's script where the question is written in one and its text exists (Bengali is a draft language).
    const script = scriptOf(question);
    const t = (script === 'devanagari' ? texts.hi : script === 'bengali' ? texts.bn : undefined) ?? texts.en;
    return { question: t.question, options: [...t.options], pair: [a, b] };
  }
  return undefined;
}

/** Every question the engine may ask, for the screen and the tests. */
export const CLARIFY_QUESTIONS = Object.entries(QUESTIONS).map(([pair, t]) => ({ pair: pair.split('|') as [Role, Role], ...t }));
