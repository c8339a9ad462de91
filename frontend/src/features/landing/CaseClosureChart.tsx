import { CSSProperties } from 'react';
import { CASE_CLOSURE_BARS } from './content';

const MAX = Math.max(...CASE_CLOSURE_BARS.map((b) => b.value));

/** Decorative static chart; the values are also given as text for screen readers. */
export function CaseClosureChart() {
  const description = CASE_CLOSURE_BARS.map((b) => `${b.month} ${b.value}`).join(', ');
  return (
    <figure className="chart card" aria-label={`Case Closure Statistics: ${description}`}>
      <figcaption className="chart__title">Case Closure Statistics</figcaption>
      <div className="chart__bars" aria-hidden="true">
        {CASE_CLOSURE_BARS.map((b) => (
          <div key={b.month} className="chart__col">
            <div className="chart__bar" style={{ '--bar': `${(b.value / MAX) * 100}%` } as CSSProperties} data-value={b.value} />
            <span className="chart__label">{b.month}</span>
          </div>
        ))}
      </div>
      <div className="chart__figure"><strong>28K</strong> <span className="muted">legal questions answered</span></div>
    </figure>
  );
}
