import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMailedLink } from '../../shared/useMailedLink';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { confirmUpdates } from './api';

/** /updates/confirm?a&s: the link of the 'Get Updates' confirmation mail (double opt-in). */
export function UpdatesConfirmPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const a = params.get('a') ?? '';
  const s = params.get('s') ?? '';
  const { action: confirm, failed, reason } = useMailedLink(a && s ? { a, s } : undefined, (link) => confirmUpdates(link.a, link.s), { invalidCodes: ['INVALID_TOKEN'] });
  return (
    <main id="main" className="container page stack">
      <h1>{t('account.updatesTitle')}</h1>
      {confirm.isPending && <Spinner label={t('verify.checking')} />}
      {confirm.isSuccess && <Alert kind="success">{t('account.updatesConfirmed', { email: a })}</Alert>}
      {failed && !confirm.isPending && <Alert kind="error">{reason}</Alert>}
    </main>
  );
}
