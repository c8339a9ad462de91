import { useMutation } from '@tanstack/react-query';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { forgotPassword } from './api/account';

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  // The screen's language goes along: the mail is written in it when the account's own is not trusted.
  const request = useMutation({ mutationFn: (address: string) => forgotPassword(address, i18n.language) });

  function submit(e: FormEvent) {
    e.preventDefault();
    request.mutate(email.trim());
  }

  return (
    <main id="main" className="container page auth-page">
      <div className="card auth-card stack">
        <h1>{t('account.forgotTitle')}</h1>
        {request.isSuccess ? (
          <Alert kind="success">{t('account.forgotSent', { email: email.trim() })}</Alert>
        ) : (
          <form className="stack" onSubmit={submit} aria-label={t('account.forgotTitle')}>
            <p>{t('account.forgotText')}</p>
            <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            {request.error && <Alert kind="error">{request.error instanceof HttpError ? request.error.message : t('errors.unreachable')}</Alert>}
            <button type="submit" className="btn btn--primary" disabled={request.isPending}>{request.isPending ? t('account.sending') : t('account.sendLink')}</button>
          </form>
        )}
        <p><Link to="/sign-in">{t('pages.backToSignIn')}</Link></p>
      </div>
    </main>
  );
}
