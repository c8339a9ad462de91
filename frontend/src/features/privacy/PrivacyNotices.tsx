import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDismissNotice, usePrivacyNotices } from './api/notices';
import './privacy.css';

/**
 * Shown at the top of the dashboard: "your account deletion was cancelled because you signed in"
 * (the first page after signing in) and "your export is ready", until dismissed.
 */
export function PrivacyNotices() {
  const { t } = useTranslation();
  const notices = usePrivacyNotices();
  const dismiss = useDismissNotice();
  if (!notices.data?.length) return null;
  return (
    <div className="stack privacy-notices">
      {notices.data.map((n) => (
        <div key={n.id} className="alert alert--info privacy-notice" role="status">
          <span>
            <strong>{t(`privacy.notices.${n.kind}.title`)}</strong> {t(`privacy.notices.${n.kind}.body`)} <Link to="/dashboard/privacy">{t('privacy.notices.open')}</Link>
          </span>
          <button type="button" className="btn btn--ghost btn--small" disabled={dismiss.isPending} onClick={() => dismiss.mutate(n.id)}>
            {t('privacy.notices.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
