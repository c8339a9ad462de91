import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useLogin } from './api/login';
import { GoogleButton } from './GoogleButton';

/** E-mail/password login (call 7). Used by the /sign-in page and the header's sign-in modal. */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = login.isPending;
  // Too many attempts gets its own words; every other failure is docs/product.md §8's one login message.
  const error = !login.error ? null : login.error instanceof HttpError && login.error.status === 429 ? login.error.message : t('errors.invalidCredentials');

  function submit(e: FormEvent) {
    e.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess: () => onSignedIn() });
  }

  return (
    <form className="stack" onSubmit={submit} aria-label={t('auth.signIn')}>
      {notice && <Alert kind="success">{notice}</Alert>}
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
