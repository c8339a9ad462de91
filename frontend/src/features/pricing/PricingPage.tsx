import { Link } from 'react-router-dom';
import { ASSURANCES, PLANS } from './plans';
import './pricing.css';

export function PricingPage() {
  return (
    <main id="main" className="container page">
      <h1>Plans and pricing</h1>
      <p className="muted">Simple plans for advocates and firms. Billed monthly in Indian rupees; cancel any time.</p>
      <div className="pricing">
        {PLANS.map((plan) => (
          <article key={plan.name} className="card plan" aria-labelledby={`plan-${plan.name}`}>
            <h2 id={`plan-${plan.name}`} className="plan__name">{plan.name}</h2>
            <p className="plan__price"><strong>{plan.price}</strong> {plan.period && <span className="muted">{plan.period}</span>}</p>
            <p className="muted">{plan.audience}</p>
            <ul className="plan__features">
              {plan.features.map((f) => <li key={f}>{f}</li>)}
            </ul>
            <Link to={plan.action.to} className="btn btn--primary">{plan.action.label}</Link>
          </article>
        ))}
      </div>
      <section aria-label="Our assurances" className="grid assurances">
        {ASSURANCES.map((a) => (
          <div key={a.title} className="card">
            <h3>{a.title}</h3>
            <p className="muted">{a.text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
