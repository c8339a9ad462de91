import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { EMAIL_VERIFIED_KEY, tokenFromHash, verifyEmail } from './api/account';

/** /verify-email#token=…: the link of the verification mail. Works signed in or not, on any device. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const queryClient = useQueryClient();
  const verification = useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_VERIFIED_KEY }) });
  const started = useRef(false);
  const token = tokenFromHash(hash);

  useEffect(() => {
    // Once: a token is single use, and React may run effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    verification.mutate(token);
  }, [token, verification]);

  const failed = !token || verification.isError;
  const reason = verification.error instanceof HttpError && verification.error.code !== 'INVALID_TOKEN' && verification.error.code !== 'VALIDATION_FAILED' ? verification.error.message : t('verify.invalidLink');
  return (
    <main id="main" className="container page stack">
      <h1>{t('verify.title')}</h1>
      {verification.isPending && <Spinner label={t('verify.checking')} />}
      {verification.isSuccess && (
        <>
          <Alert kind="success">{t('verify.done', { email: verification.data.email })}</Alert>
          <p><Link to="/dashboard/available-documents">{t('verify.toDocuments')}</Link></p>
        </>
      )}
      {failed && !verification.isPending && (
        <>
          <Alert kind="error">{reason}</Alert>
          <p>{t('verify.askAgain')}</p>
        </>
      )}
    </main>
  );
}
