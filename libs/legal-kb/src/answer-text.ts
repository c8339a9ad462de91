/**
 * The offline answer's fixed texts in English and in Hindi (content/answers.yaml), and which of
 * the two an answer is written in. The knowledge base is written in English and Hindi only, so a
 * question in another Indian language is answered offline in English; a provider answers it in
 * its own language (services/ai-worker).
 */
import { kbContent } from './content';
import { isDevanagari } from './text';

export type KbLanguage = 'en' | 'hi';

/**
 * Hindi when the question is written in Devanagari or the interface is Hindi. Romanised Hindi
 * with an English interface stays English: the Hindi texts are in Devanagari, which someone who
 * types in the Latin alphabet may not read as easily.
 */
export function kbLanguage(question: string, interfaceLanguage?: string): KbLanguage {
  return isDevanagari(question) || interfaceLanguage?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
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

/** The fixed sentences of one language (content/answers.yaml), as the answer code uses them. */
function answerTexts(lang: KbLanguage): AnswerTexts {
  const t = kbContent().answers[lang];
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

export const ANSWER_TEXTS: Record<KbLanguage, AnswerTexts> = { en: answerTexts('en'), hi: answerTexts('hi') };
