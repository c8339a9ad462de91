import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal, preloadModal } from '../../shared/ui/Modal';

const SOCIAL = [
  { label: 'linkedin', href: 'https://www.linkedin.com/', path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.1 2-2.2 4-2.2 4 0 4.6 2.6 4.6 6V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21h-4z' },
  { label: 'x', href: 'https://x.com/', path: 'M3 3h4.6l4.2 5.8L17 3h3.6l-7 8 7.6 10h-4.6l-4.6-6.2L6.4 21H2.8l7.4-8.6z' },
  { label: 'youtube', href: 'https://www.youtube.com/', path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3z' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const [cookies, setCookies] = useState(false);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="stack">
          <strong>LexMitra</strong>
          <p className="muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.legal')} className="stack">
          <a href="/legal/terms-of-service.pdf" target="_blank" rel="noopener">{t('footer.terms')}</a>
          <a href="/legal/privacy-policy.pdf" target="_blank" rel="noopener">{t('footer.privacy')}</a>
          <Link to="/contact">{t('footer.contact')}</Link>
          <button type="button" className="btn btn--link site-footer__cookie" onPointerEnter={preloadModal} onFocus={preloadModal} onClick={() => setCookies(true)}>{t('footer.cookie')}</button>
        </nav>
        <div className="row" role="group" aria-label={t('footer.social')}>
          {SOCIAL.map((s) => (
            <a key={s.label} href={s.href} aria-label={t(`footer.${s.label}`)} target="_blank" rel="noopener noreferrer" className="site-footer__social">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor"><path d={s.path} /></svg>
            </a>
          ))}
        </div>
      </div>
      <p className="container muted site-footer__copy">{t('footer.copy', { year: new Date().getFullYear() })}</p>
      {cookies && (
        <Modal title={t('footer.cookie')} onClose={() => setCookies(false)}>
          <p>{t('footer.cookieText1')}</p>
          <p>{t('footer.cookieText2')}</p>
          <button type="button" className="btn btn--primary" onClick={() => setCookies(false)}>{t('common.ok')}</button>
        </Modal>
      )}
    </footer>
  );
}
