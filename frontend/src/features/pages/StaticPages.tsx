import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Suspense } from 'react';
import { lazyComponent } from '../../shared/lazyComponent';
import { Spinner } from '../../shared/ui/Spinner';

// The form's code is fetched with the page's first visit, not with the landing page.
const ContactForm = lazyComponent(() => import('../mail').then((m) => m.ContactForm));

const SUPPORT = <a href="mailto:support@lexmitra.in">support@lexmitra.in</a>;

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page stack">
      <h1>{t('pages.contactTitle')}</h1>
      <p><Trans i18nKey="pages.contactText" values={{ email: 'support@lexmitra.in' }} components={{ mail: SUPPORT }} /></p>
      <p className="muted">{t('pages.contactNote')}</p>
      <Suspense fallback={<Spinner />}>
        <ContactForm />
      </Suspense>
    </main>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page stack">
      <h1>{t('landing.aboutTitle')}</h1>
      <p>{t('pages.about1')}</p>
      <p>{t('pages.about2')}</p>
      <p><Link to="/#services">{t('pages.seeServices')}</Link></p>
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page stack">
      <h1>{t('pages.notFoundTitle')}</h1>
      <p><Trans i18nKey="pages.notFoundText" components={{ home: <Link to="/" /> }} /></p>
    </main>
  );
}
