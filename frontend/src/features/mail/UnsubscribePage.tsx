import { MAIL_CATEGORIES, MailCategory } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { unsubscribe } from './api';

/**
 * /unsubscribe?a&c&s: the footer link of a notification mail. It asks before acting, so a mail
 * scanner that opens links changes nothing; mail clients use the one-click POST of the header.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const address = params.get('a') ?? '';
  const category = params.get('c') ?? '';
  const known = (MAIL_CATEGORIES as readonly string[]).includes(category);
  const stop = useMutation({ mutationFn: () => unsubscribe(search) });
  const what = known ? t(`account.categories.${category as MailCategory}`) : '';

  return (
    <main id="main" className="container page stack">
      <h1>{t('account.unsubscribeTitle')}</h1>
      {!known || !address ? (
        <Alert kind="error">{t('verify.invalidLink')}</Alert>
      ) : stop.isSuccess ? (
        <Alert kind="success">{t('account.unsubscribed', { what, address })}</Alert>
      ) : (
        <>
          <p>{t('account.unsubscribeAsk', { what, address })}</p>
          {stop.error && <Alert kind="error">{stop.error instanceof HttpError ? stop.error.message : t('errors.unreachable')}</Alert>}
          <p><button type="button" className="btn btn--primary" disabled={stop.isPending} onClick={() => stop.mutate()}>{t('account.unsubscribeButton')}</button></p>
        </>
      )}
    </main>
  );
}
