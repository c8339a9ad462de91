import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { readStoredUser, storeUser } from '../../shared/storedUser';
import { useMailedLink } from '../../shared/useMailedLink';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { tokenFromHash, verifyEmailChange } from './api/account';
import { EMAIL_VERIFIED_KEY } from '../../shared/session/email-verified';
import { getMe, ME_QUERY_KEY } from '../../shared/session/get-me';

/** /verify-email-change#token=…: the link mailed to a new address. Works signed in or not, on any device. */
export function VerifyEmailChangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = tokenFromHash(useLocation().hash);
  const { action: change, failed, reason } = useMailedLink(token || undefined, verifyEmailChange, {
    onSuccess: async () => {
      // This browser may be the account's: the address it keeps for the UI is now the new one.
      const me = await queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 0 }).catch(() => null);
      if (me && readStoredUser().userId === me.uid) storeUser(me.uid, me.email);
      await queryClient.invalidateQueries({ queryKey: EMAIL_VERIFIED_KEY });
    },
  });
  return (
    <main id="main" className="container page stack">
      <h1>{t('settings.verifyTitle')}</h1>
      {change.isPending && <Spinner label={t('verify.checking')} />}
      {change.isSuccess && (
        <>
          <Alert kind="success">{t('settings.verifyDone', { email: change.data.email })}</Alert>
          <p><Link to="/dashboard">{t('header.dashboard')}</Link></p>
        </>
      )}
      {failed && !change.isPending && (
        <>
          <Alert kind="error">{reason}</Alert>
          <p>{t('settings.verifyAskAgain')}</p>
        </>
      )}
    </main>
  );
}
