import { useEffect, useState } from 'react';
import { hasScreenTexts, loadScreenTexts } from '.';

/**
 * For a part of the shell that shows screens' words (the signed-in user's menu): fetches those
 * texts after the first render when `wanted`, and says when they are in, so nothing shows a key.
 */
export function useScreenTexts(wanted: boolean): boolean {
  const [ready, setReady] = useState(hasScreenTexts);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadScreenTexts()
      .then(() => live && setReady(true))
      .catch(() => undefined); // offline: the menu waits for the next try (a screen's own load)
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
