import type { InterfaceLanguage } from '@lexmitra/contracts';
import { useEffect, useState } from 'react';
import { hasLanguageTexts, loadLanguageTexts } from '.';

/**
 * `wanted` once its locale is loaded (fetched on first need, without switching the interface), for
 * text written in another language than the screen's: a Hindi chat answer or a Hindi draft on the
 * English interface. Until then, and when nothing else is wanted, undefined: the interface language.
 */
export function useLoadedLanguage(wanted: InterfaceLanguage | undefined): InterfaceLanguage | undefined {
  const loaded = () => !!wanted && hasLanguageTexts(wanted);
  const [ready, setReady] = useState(loaded);
  const isReady = ready && loaded();
  useEffect(() => {
    if (!wanted || isReady) return;
    let live = true;
    loadLanguageTexts(wanted)
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined); // the words stay in the interface language
    return () => {
      live = false;
    };
  }, [wanted, isReady]);
  return isReady ? wanted : undefined;
}
