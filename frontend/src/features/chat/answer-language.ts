import type { ChatAnswer, InterfaceLanguage } from '@lexmitra/contracts';
import { useLoadedLanguage } from '../../shared/i18n/useLoadedLanguage';

const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * The interface language an answer is written in, when it differs from what the screen may show:
 * a question typed in Devanagari is answered in Hindi even on the English interface, and its
 * headings should be Hindi too. Undefined: head it in the interface language.
 */
export function answerLanguageOf(answer: ChatAnswer): InterfaceLanguage | undefined {
  return DEVANAGARI.test(answer.lawyer_response) ? 'hi' : undefined;
}

/** The answer's language once its locale is loaded; until then, and for answers in the interface's own language, undefined. */
export const useAnswerLanguage = (answer: ChatAnswer): InterfaceLanguage | undefined => useLoadedLanguage(answerLanguageOf(answer));
