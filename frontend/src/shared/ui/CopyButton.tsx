import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a text (a unique ID, a calendar link); says so, or says to copy by hand where the clipboard is not allowed. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  // The button keeps its words (its visible text is part of its name, as WCAG 2.5.3 asks); the
  // outcome is said beside it, in a status screen readers announce.
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={copy} aria-label={label}>
        {t('documents.copy')}
      </button>
      {state === 'copied' && <span className="muted" role="status">{t('firms.copied')}</span>}
      {state === 'failed' && <span className="muted" role="status">{t('documents.copyByHand')}</span>}
    </>
  );
}
