/**
 * The offline answer's fixed texts in each language of the content (content/answers.yaml), and which
 * language an answer is written in. The knowledge base is written in English, Hindi and Bengali, so a
 * question in another Indian language is answered offline in English; a provider answers it in its
 * own language (services/ai-worker).
 */
import { KB_TEXT_LANGUAGES, KbTextLanguage } from '@lexmitra/contracts';
import { readsAsBanglish } from './bengali';
import { kbContent } from './content';
import { scriptOf } from './text';

export type KbLanguage = KbTextLanguage;
export const KB_LANGUAGES: readonly KbLanguage[] = KB_TEXT_LANGUAGES;

/**
 * The question's own script first: Bengali script is answered in Bengali, Devanagari in Hindi.
 * Bengali typed in the Latin alphabet ("amar bari theke ber kore dicche") is answered in Bengali
 * script too, as a Bengali speaker reads it (bengali.ts readsAsBanglish: the shared word lists, and more of
 * Bengali's own words for a short message they leave). Then the interface language. Romanised Hindi with an
 * English interface stays English: the Hindi texts are in Devanagari, which someone who types in
 * the Latin alphabet may not read as easily.
 */
export function kbLanguage(question: string, interfaceLanguage?: string): KbLanguage {
  const script = scriptOf(question);
  if (script === 'bengali') return 'bn';
  if (script === 'devanagari') return 'hi';
  if (readsAsBanglish(question)) return 'bn';
  const ui = interfaceLanguage?.toLowerCase().split(/[-_]/)[0];
  return KB_LANGUAGES.find((l) => l === ui) ?? 'en';
}

export interface AnswerTexts {
  closing: string;
  legalAidStep: string;
  noMatch: string;
  noMatchStep: string;
  whereToGo: (forum: string) => string;
  /** The case an accused faces; `lead` is set when the lead entry is not itself the offence. */
  accusedOpening: (named: string[], lead?: string) => string;
  offenceOpening: (named: string[]) => string;
  topicOpening: (title: string, refs: string) => string;
  clarifyWhy: string;
  /** Put before an English text shown in a Hindi answer, where an entry has no Hindi yet. */
  englishOnly: string;
  or: string;
  /** Told to an accused when a law in the story takes a remedy away (triage.ts BARS), by that law's entry id. */
  bars: Record<string, string>;
}

const joinOr = (items: string[], or: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`);
/** A sentence of answers.yaml with its words in braces filled in. */
const fill = (template: string, words: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, name: string) => words[name] ?? all);

/**
 * The fixed sentences of one language (content/answers.yaml), as the answer code uses them. A draft
 * language whose sentences are not all written yet takes the English one for each that is missing.
 */
function answerTexts(lang: KbLanguage): AnswerTexts {
  const { answers } = kbContent();
  const t = { ...answers.en, ...answers[lang], bars: { ...answers.en.bars, ...answers[lang]?.bars } };
  return {
    closing: t.closing,
    legalAidStep: t.legalAidStep,
    noMatch: t.noMatch,
    noMatchStep: t.noMatchStep,
    whereToGo: (forum) => fill(t.whereToGo, { forum }),
    accusedOpening: (named, lead) => fill(t.accusedOpening, { named: joinOr(named, t.or) }) + (lead ? `${lead}: ` : ''),
    offenceOpening: (named) => fill(t.offenceOpening, { named: joinOr(named, t.or) }),
    topicOpening: (title, refs) => fill(t.topicOpening, { title, title_lower: title.toLowerCase(), refs }),
    clarifyWhy: t.clarifyWhy,
    englishOnly: t.englishOnly,
    or: t.or,
    bars: t.bars,
  };
}

export const ANSWER_TEXTS = Object.fromEntries(KB_LANGUAGES.map((l) => [l, answerTexts(l)])) as Record<KbLanguage, AnswerTexts>;
