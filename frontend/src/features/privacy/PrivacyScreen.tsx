import { useTranslation } from 'react-i18next';
import { DeletionSection } from './DeletionSection';
import { ExportSection } from './ExportSection';
import './privacy.css';

/** Privacy controls: export my data, delete my account (issue 20; DPDP Act 2023 rights of access and erasure). */
export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="privacy-title">
        <h1 id="privacy-title">{t('privacy.title')}</h1>
        <p className="muted">{t('privacy.intro')}</p>
        <p className="muted">{t('privacy.retention')}</p>
      </section>
      <ExportSection />
      <DeletionSection />
    </div>
  );
}
