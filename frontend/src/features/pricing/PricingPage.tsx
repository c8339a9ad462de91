import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ASSURANCES, MONEY_BACK_DAYS, PLANS } from './plans';
import './pricing.css';

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page">
      <h1>{t('pricing.title')}</h1>
      <p className="muted">{t('pricing.lead')}</p>
      <div className="pricing">
        {PLANS.map((plan) => (
          <article key={plan.key} className="card plan" aria-labelledby={`plan-${plan.key}`}>
            <h2 id={`plan-${plan.key}`} className="plan__name">{t(`pricing.plans.${plan.key}.name`)}</h2>
            <p className="plan__price">
              <strong>{plan.price ?? t('pricing.plans.custom.price')}</strong> {plan.price && <span className="muted">{t('pricing.perMonth')}</span>}
            </p>
            <p className="muted">{t(`pricing.plans.${plan.key}.audience`)}</p>
            <ul className="plan__features">
              {plan.features.map((f) => <li key={f}>{t(`pricing.features.${f}`)}</li>)}
            </ul>
            <Link to={plan.action.to} className="btn btn--primary">{t(`pricing.${plan.action.label}`)}</Link>
          </article>
        ))}
      </div>
      <section aria-label={t('pricing.assurances')} className="grid assurances">
        {ASSURANCES.map((a) => (
          <div key={a} className="card">
            <h3>{t(`pricing.assurance.${a}.title`, { days: MONEY_BACK_DAYS })}</h3>
            <p className="muted">{t(`pricing.assurance.${a}.text`, { days: MONEY_BACK_DAYS })}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
