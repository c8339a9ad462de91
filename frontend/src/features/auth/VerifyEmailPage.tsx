import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMailedLink } from '../../shared/useMailedLink';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { tokenFromHash, verifyEmail } from './api/account';
import { EMAIL_VERIFIED_KEY } from '../../shared/session/email-verified';

/** /verify-email#token=…: the link of the verification mail. Works signed in or not, on any device. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = tokenFromHash(useLocation().hash);
  const { action: verification, failed, reason } = useMailedLink(token || undefined, verifyEmail, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_VERIFIED_KEY }),
  });
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
