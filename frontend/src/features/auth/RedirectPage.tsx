import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';

/** /redirect: waits until the signed-in state is known, then to /dashboard or the site root. */
export function RedirectPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <Spinner label={t('auth.checkingSession')} />;
  return <Navigate to={status === 'signedIn' ? '/dashboard' : '/'} replace />;
}
