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
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={copy} aria-label={label}>
        {state === 'copied' ? t('firms.copied') : t('documents.copy')}
      </button>
      {state === 'failed' && <span className="muted" role="status">{t('documents.copyByHand')}</span>}
    </>
  );
}
