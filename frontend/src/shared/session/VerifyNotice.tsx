import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../http';
import { Alert } from '../ui/Alert';
import { resendVerification, useEmailVerified } from './email-verified';
import { useAuth } from './AuthProvider';

/** Shown to a signed-in account that has not confirmed its address yet, with "send the link again". */
export function VerifyNotice() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const verified = useEmailVerified(status === 'signedIn');
  const resend = useMutation({ mutationFn: resendVerification });
  if (status !== 'signedIn' || verified.data !== false) return null;
  return (
    <div className="alert alert--info stack" role="region" aria-label={t('verify.noticeLabel')}>
      <p>{t('verify.notice')}</p>
      {resend.isSuccess ? (
        <p role="status">{t('verify.resent')}</p>
      ) : (
        <button type="button" className="btn btn--link" disabled={resend.isPending} onClick={() => resend.mutate()}>{resend.isPending ? t('account.sending') : t('verify.resend')}</button>
      )}
      {resend.error && <Alert kind="error">{resend.error instanceof HttpError ? resend.error.message : t('errors.unreachable')}</Alert>}
    </div>
  );
}
