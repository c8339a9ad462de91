import type { ChatAnswer, InterfaceLanguage } from '@lexmitra/contracts';
import { useEffect, useState } from 'react';
import { i18n, loadLocale } from '../../shared/i18n';

const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * The interface language an answer is written in, when it differs from what the screen may show:
 * a question typed in Devanagari is answered in Hindi even on the English interface, and its
 * headings should be Hindi too. Undefined: head it in the interface language.
 */
export function answerLanguageOf(answer: ChatAnswer): InterfaceLanguage | undefined {
  return DEVANAGARI.test(answer.lawyer_response) ? 'hi' : undefined;
}

/**
 * The answer's language once its locale is loaded (fetched on first need, without switching the
 * interface); until then, and for answers in the interface's own language, undefined.
 */
export function useAnswerLanguage(answer: ChatAnswer): InterfaceLanguage | undefined {
  const wanted = answerLanguageOf(answer);
  const loaded = () => !!wanted && i18n.hasResourceBundle(wanted, 'translation');
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadLocale(wanted)
      .then((tree) => {
        if (!i18n.hasResourceBundle(wanted, 'translation')) i18n.addResourceBundle(wanted, 'translation', tree, true, true);
        if (live) setReady(true);
      })
      .catch(() => undefined); // headings stay in the interface language
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready ? wanted : undefined;
}
