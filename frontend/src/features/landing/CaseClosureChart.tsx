import { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_CLOSURE_BARS } from './content';

const MAX = Math.max(...CASE_CLOSURE_BARS.map((b) => b.value));

/** Decorative static chart; the values are also given as text for screen readers. */
export function CaseClosureChart() {
  const { t } = useTranslation();
  const description = CASE_CLOSURE_BARS.map((b) => `${t(`landing.months.${b.month}`)} ${b.value}`).join(', ');
  return (
    <figure className="chart card" aria-label={`${t('landing.chartTitle')}: ${description}`}>
      <figcaption className="chart__title">{t('landing.chartTitle')}</figcaption>
      <div className="chart__bars" aria-hidden="true">
        {CASE_CLOSURE_BARS.map((b) => (
          <div key={b.month} className="chart__col">
            <div className="chart__bar" style={{ '--bar': `${(b.value / MAX) * 100}%` } as CSSProperties} data-value={b.value} />
            <span className="chart__label">{t(`landing.months.${b.month}`)}</span>
          </div>
        ))}
      </div>
      <div className="chart__figure"><strong>28K</strong> <span className="muted">{t('landing.questionsAnswered')}</span></div>
    </figure>
  );
}
