import type { ChatAnswer, InterfaceLanguage } from '@lexmitra/contracts';
import { useLoadedLanguage } from '../../shared/i18n/useLoadedLanguage';

const count = (text: string, script: RegExp) => text.match(script)?.length ?? 0;

/**
 * The interface language an answer is written in, when it differs from what the screen may show:
 * a question typed in Devanagari is answered in Hindi, one in Bengali script or Bengali typed in
 * Latin letters in Bengali, even on the English interface, and its headings should be in that
 * language too. The script with more letters decides. Undefined: head it in the interface language.
 */
export function answerLanguageOf(answer: ChatAnswer): InterfaceLanguage | undefined {
  const [hi, bn] = [count(answer.lawyer_response, /\p{Script=Devanagari}/gu), count(answer.lawyer_response, /\p{Script=Bengali}/gu)];
  if (!hi && !bn) return undefined;
  return bn > hi ? 'bn' : 'hi';
}

/** The answer's language once its locale is loaded; until then, and for answers in the interface's own language, undefined. */
export const useAnswerLanguage = (answer: ChatAnswer): InterfaceLanguage | undefined => useLoadedLanguage(answerLanguageOf(answer));
