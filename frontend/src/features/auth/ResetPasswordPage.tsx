import { PASSWORD_MIN_LENGTH } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { resetPassword, tokenFromHash } from './api/account';

/** /reset-password#token=…: the link of the reset mail. A new password signs out every device. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = tokenFromHash(useLocation().hash);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation({ mutationFn: (pw: string) => resetPassword(token, pw) });
  const failure = reset.error instanceof HttpError && reset.error.code !== 'INVALID_TOKEN' ? reset.error.message : reset.error ? t('verify.invalidLink') : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (password !== confirm) return setProblem(t('errors.passwordsDoNotMatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    reset.mutate(password, { onSuccess: () => navigate('/sign-in', { state: { notice: t('account.resetDone') } }) });
  }

  return (
    <main id="main" className="container page auth-page">
      <div className="card auth-card stack">
        <h1>{t('account.resetTitle')}</h1>
        {!token ? (
          <Alert kind="error">{t('verify.invalidLink')}</Alert>
        ) : (
          <form className="stack" onSubmit={submit} aria-label={t('account.resetTitle')}>
            <Field label={t('account.newPassword')} type="password" name="password" autoComplete="new-password" required hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })} value={password} onChange={(e) => setPassword(e.target.value)} />
            <Field label={t('auth.confirmPassword')} type="password" name="confirm" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            {(problem ?? failure) && <Alert kind="error">{problem ?? failure}</Alert>}
            <button type="submit" className="btn btn--primary" disabled={reset.isPending}>{reset.isPending ? t('account.saving') : t('account.saveNewPassword')}</button>
          </form>
        )}
        <p><Link to="/forgot-password">{t('account.newLink')}</Link></p>
      </div>
    </main>
  );
}
