import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/session';
import { CaseClosureChart } from './CaseClosureChart';
import { SERVICES } from './content';
import { GetUpdates } from './GetUpdates';
import { Testimonials } from './Testimonials';
import './landing.css';

/** Scrolls to #about, #services, #testimonials or #get-started when the URL carries that hash. */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // Wait a frame so the carousel has laid out before measuring where the section is.
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

export function LandingPage() {
  useHashScroll();
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <main id="main">
      <section className="hero">
        <div className="container hero__grid">
          <div className="stack">
            <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
            <h1>{t('landing.title')}</h1>
            <p className="hero__lead">{t('landing.lead')}</p>
            {/* A signed-in person lands here after signing in (docs/product.md §4's /home): their tools are one click away. */}
            <div className="row">
              {status === 'signedIn' ? (
                <Link to="/dashboard" className="btn btn--accent">{t('landing.openTools')}</Link>
              ) : (
                <Link to="/sign-up" className="btn btn--accent">{t('landing.signUp')}</Link>
              )}
              <Link to="/contact" className="btn btn--ghost hero__ghost">{t('landing.contactUs')}</Link>
              <Link to="/#about" className="btn btn--ghost hero__ghost">{t('landing.learnMore')}</Link>
            </div>
          </div>
          <CaseClosureChart />
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="about-title">
        <div className="container about">
          <h2 id="about-title">{t('landing.aboutTitle')}</h2>
          <p>{t('landing.about1')}</p>
          <p>{t('landing.about2')}</p>
        </div>
      </section>

      <section id="services" className="section section--alt" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">{t('landing.servicesTitle')}</h2>
          <div className="grid">
            {SERVICES.map((s) => (
              <article key={s} className="card">
                <h3>{t(`landing.services.${s}.title`)}</h3>
                <p className="muted">{t(`landing.services.${s}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <Testimonials />
      <GetUpdates />
    </main>
  );
}
