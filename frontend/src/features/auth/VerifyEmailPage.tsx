import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMailedLink } from '../../shared/useMailedLink';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { tokenFromHash, verifyEmail } from './api/account';
import { EMAIL_VERIFIED_KEY } from '../../shared/session/email-verified';

/**
 * /verify-email#token=…: the link of the verification mail. Signed in to the account, it confirms
 * the address; anywhere else the owner of the mailbox chooses a password of their own first (someone
 * else may have registered the address), on the reset page with the token the answer carries.
 */
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
      {verification.isSuccess && !verification.data.verified && (
        <>
          <Alert kind="info">{t('verify.choosePassword', { email: verification.data.email })}</Alert>
          <p><Link className="btn btn--primary" to={`/reset-password#token=${verification.data.passwordToken}`}>{t('verify.toPassword')}</Link></p>
        </>
      )}
      {verification.isSuccess && verification.data.verified && (
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
