import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal, preloadModal } from '../../shared/ui/Modal';

const SOCIAL = [
  { label: 'LexMitra on LinkedIn', href: 'https://www.linkedin.com/', path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.1 2-2.2 4-2.2 4 0 4.6 2.6 4.6 6V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21h-4z' },
  { label: 'LexMitra on X', href: 'https://x.com/', path: 'M3 3h4.6l4.2 5.8L17 3h3.6l-7 8 7.6 10h-4.6l-4.6-6.2L6.4 21H2.8l7.4-8.6z' },
  { label: 'LexMitra on YouTube', href: 'https://www.youtube.com/', path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3z' },
];

export function Footer() {
  const [cookies, setCookies] = useState(false);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="stack">
          <strong>LexMitra</strong>
          <p className="muted">Legal help in your language, for clients and advocates across India.</p>
        </div>
        <nav aria-label="Legal" className="stack">
          <a href="/legal/terms-of-service.pdf" target="_blank" rel="noopener">Terms of services</a>
          <a href="/legal/privacy-policy.pdf" target="_blank" rel="noopener">Privacy Policies</a>
          <Link to="/contact">Contact</Link>
          <button type="button" className="btn btn--link site-footer__cookie" onPointerEnter={preloadModal} onFocus={preloadModal} onClick={() => setCookies(true)}>Cookie privacy</button>
        </nav>
        <div className="row" aria-label="Social media">
          {SOCIAL.map((s) => (
            <a key={s.label} href={s.href} aria-label={s.label} target="_blank" rel="noopener noreferrer" className="site-footer__social">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor"><path d={s.path} /></svg>
            </a>
          ))}
        </div>
      </div>
      <p className="container muted site-footer__copy">© {new Date().getFullYear()} LexMitra. Answers from our AI tools are not legal advice.</p>
      {cookies && (
        <Modal title="Cookie privacy" onClose={() => setCookies(false)}>
          <p>LexMitra sets one cookie: a session cookie that keeps you signed in. It is not used for advertising or tracking and is deleted when you sign out or the session expires.</p>
          <p>If a sign-in provider such as Google is enabled, that provider sets its own sign-in cookies.</p>
          <button type="button" className="btn btn--primary" onClick={() => setCookies(false)}>OK</button>
        </Modal>
      )}
    </footer>
  );
}
