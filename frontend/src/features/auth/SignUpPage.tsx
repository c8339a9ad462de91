import { PASSWORD_MIN_LENGTH } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useRegister } from './api/register';
import { GoogleButton } from './GoogleButton';

/** /sign-up (call 6). On success the user id is kept and the visitor goes on to sign in. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const registration = useRegister();
  // Checks made here before any call; the server's refusal comes from the mutation.
  const [problem, setProblem] = useState<string | null>(null);
  const busy = registration.isPending;
  const failed = registration.error;
  const error = problem ?? (failed ? (failed instanceof HttpError ? failed.message : t('errors.unreachable')) : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    registration.reset();
    setProblem(null);
    if (password !== confirm) return setProblem(t('errors.passwordsDoNotMatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    registration.mutate({ email: email.trim(), password }, {
      onSuccess: () => navigate('/sign-in', { state: { notice: t('verify.accountMade') } }),
    });
  }

  return (
    <main id="main" className="container page auth-page">
      <div className="card auth-card">
        <h1>{t('auth.signUpTitle')}</h1>
        <form className="stack" onSubmit={submit} aria-label={t('auth.signUp')}>
          <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field label={t('auth.password')} type="password" name="password" autoComplete="new-password" required hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })} value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field label={t('auth.confirmPassword')} type="password" name="confirm" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {error && <Alert kind="error">{error}</Alert>}
          <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('auth.creatingAccount') : t('auth.signupButton')}</button>
          <GoogleButton label={t('auth.googleSignUp')} kind="signUp" />
          <p>{t('auth.haveAccount')} <Link to="/sign-in">{t('auth.login')}</Link></p>
        </form>
      </div>
    </main>
  );
}
