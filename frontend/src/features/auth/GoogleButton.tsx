import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostedAuth } from '../../shared/session/hostedAuth';

/**
 * 'Sign in with Google' / 'Sign up with Google'. Google accounts come through the hosted provider
 * (Clerk), which is loaded only when GET /api/config names it: without it there is no button at all,
 * rather than one that says after the click that it cannot work.
 */
export function GoogleButton({ label, kind }: { label: string; kind: 'signIn' | 'signUp' }) {
  const { t } = useTranslation();
  const hosted = useHostedAuth();
  const [note, setNote] = useState<string | null>(null);
  if (!hosted) return null;
  const provider = hosted;
  function start() {
    provider.startGoogle(kind).catch((err: Error) => setNote(t('auth.googleFailed', { message: err.message })));
  }
  return (
    <div className="stack">
      <button type="button" className="btn btn--ghost" onClick={start}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48"><path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.7-2 5-4.4 6.6v5.5h7.1C42.6 36.8 45 31.2 45 24.5z"/><path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.5-3.8-12.2-9H4.5v5.7C8.1 41.1 15.5 46 24 46z"/><path fill="#FBBC05" d="M11.8 28.2c-.4-1.3-.7-2.7-.7-4.2s.3-2.9.7-4.2v-5.7H4.5C3 17.1 2 20.4 2 24s1 6.9 2.5 9.9l7.3-5.7z"/><path fill="#EA4335" d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.5 2 8.1 6.9 4.5 14.1l7.3 5.7c1.7-5.2 6.5-9 12.2-9z"/></svg>
        {label}
      </button>
      {note && <p className="field__hint" role="status">{note}</p>}
    </div>
  );
}
