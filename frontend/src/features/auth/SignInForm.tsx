import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { formatDateTime } from '../../shared/i18n/formatDate';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useLogin } from './api/login';
import { GoogleButton } from './GoogleButton';

/** When the account is due to be erased, from a 409 DELETION_PENDING; null for any other failure. */
const pendingErasure = (error: Error | null): string | null =>
  error instanceof HttpError && error.code === 'DELETION_PENDING' && typeof error.fields?.eraseAt === 'string' ? error.fields.eraseAt : null;

/**
 * E-mail/password login (call 7). Used by the /sign-in page and the header's sign-in modal. An
 * account scheduled for deletion is not signed in until the person answers whether to cancel the
 * deletion: cancel signs in and keeps the account; keep leaves them signed out.
 */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string }) {
  const { t, i18n } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [kept, setKept] = useState(false);
  const busy = login.isPending;
  const eraseAt = pendingErasure(login.error);
  // Too many attempts gets its own words; every other failure is docs/product.md §8's one login message.
  const error = !login.error || eraseAt ? null : login.error instanceof HttpError && login.error.status === 429 ? login.error.message : t('errors.invalidCredentials');

  function submit(e: FormEvent) {
    e.preventDefault();
    setKept(false);
    login.mutate({ email: email.trim(), password }, { onSuccess: () => onSignedIn() });
  }

  if (eraseAt) {
    const date = formatDateTime(eraseAt, i18n.language);
    return (
      <section className="stack" role="group" aria-labelledby="deletion-pending-title">
        <h2 id="deletion-pending-title">{t('auth.deletionPending.title')}</h2>
        <p>{t('auth.deletionPending.body', { date })}</p>
        <div className="privacy__actions">
          <button type="button" className="btn btn--primary" disabled={busy} autoFocus onClick={() => login.mutate({ email: email.trim(), password, cancelDeletion: true }, { onSuccess: () => onSignedIn() })}>
            {t('auth.deletionPending.cancel')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => { login.reset(); setPassword(''); setKept(true); }}>
            {t('auth.deletionPending.keep')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="stack" onSubmit={submit} aria-label={t('auth.signIn')}>
      {notice && <Alert kind="success">{notice}</Alert>}
      {kept && <Alert kind="info">{t('auth.deletionPending.kept')}</Alert>}
      <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label={t('auth.password')} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
      {error && <Alert kind="error">{error}</Alert>}
      <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('auth.signingIn') : t('auth.login')}</button>
      <GoogleButton label={t('auth.googleSignIn')} kind="signIn" />
      <p>{t('auth.newHere')} <Link to="/sign-up">{t('auth.createAccount')}</Link></p>
    </form>
  );
}
