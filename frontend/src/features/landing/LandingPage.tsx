import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
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
  return (
    <main id="main">
      <section className="hero">
        <div className="container hero__grid">
          <div className="stack">
            <p className="hero__eyebrow">For clients and advocates across India</p>
            <h1>SOLVING LEGAL MATTERS WITH CONFIDENCE</h1>
            <p className="hero__lead">Ask a legal question and see the sections that apply and your rights. Understand a court paper in your own language. Keep your documents, drafts and hearing dates in one safe place.</p>
            <div className="row">
              <Link to="/contact" className="btn btn--accent">Contact Us</Link>
              <Link to="/#about" className="btn btn--ghost hero__ghost">Learn More</Link>
            </div>
          </div>
          <CaseClosureChart />
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="about-title">
        <div className="container about">
          <h2 id="about-title">About LexMitra</h2>
          <p>LexMitra is a legal assistant built for India. People who need legal help get clear, grounded answers that name the law that applies and the steps open to them. Advocates and firms get document tools, drafting and a diary that keeps their practice on time.</p>
          <p>Every AI answer shows where it comes from and says plainly that it is not a substitute for an advocate's advice.</p>
        </div>
      </section>

      <section id="services" className="section section--alt" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">Our services</h2>
          <div className="grid">
            {SERVICES.map((s) => (
              <article key={s.title} className="card">
                <h3>{s.title}</h3>
                <p className="muted">{s.text}</p>
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
