import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useSubscribe } from './api/use-subscribe';

/** The 'Get Updates' mailing-list box; the address is stored by POST /api/updates/subscribe. */
export function GetUpdates() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();

  function submit(e: FormEvent) {
    e.preventDefault();
    subscribe.mutate(email.trim());
  }

  return (
    <section id="get-started" className="section section--alt" aria-labelledby="updates-title">
      <div className="container updates card">
        <h2 id="updates-title">{t('landing.updatesTitle')}</h2>
        <p className="muted">{t('landing.updatesText')}</p>
        {subscribe.isSuccess ? (
          <Alert kind="success">{t('landing.subscribed', { email: email.trim() })}</Alert>
        ) : (
          <form className="updates__form" onSubmit={submit} aria-label={t('landing.updatesTitle')}>
            <Field label={t('landing.emailAddress')} type="email" name="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <button type="submit" className="btn btn--accent" disabled={subscribe.isPending}>{t('landing.submit')}</button>
          </form>
        )}
        {subscribe.isError && <Alert kind="error">{subscribe.error.message || t('landing.subscribeFailed')}</Alert>}
      </div>
    </section>
  );
}
