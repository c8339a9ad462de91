import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AccountControl } from '../../features/auth/AccountControl';
import { LanguageSwitcher } from '../../features/language/LanguageSwitcher';

interface NavItem { label: 'Home' | 'About' | 'Services' | 'Testimonials'; key: 'home' | 'about' | 'services' | 'testimonials'; to: string; hash?: string; dropdown?: boolean }

const NAV: NavItem[] = [
  { label: 'Home', key: 'home', to: '/home' },
  { label: 'About', key: 'about', to: '/#about', hash: '#about' },
  { label: 'Services', key: 'services', to: '/#services', hash: '#services', dropdown: true },
  { label: 'Testimonials', key: 'testimonials', to: '/#testimonials', hash: '#testimonials' },
];

/**
 * docs/product.md §2's rule: the link matching the current path wears the pill; the root counts as /home.
 * On the landing page a section hash selects its own link instead of Home.
 */
export function activeLabel(pathname: string, hash: string): string | null {
  const path = pathname === '/' ? '/home' : pathname;
  if (path === '/home') return NAV.find((n) => n.hash && n.hash === hash)?.label ?? 'Home';
  return NAV.find((n) => n.to === path)?.label ?? null;
}

export function Header() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  // The phone's menu is open on the page where it was opened: any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname + hash;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname + hash : null);
  const active = activeLabel(pathname, hash);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" onClick={() => setOpen(false)}>
          <img src="/logo.svg" alt={t('header.logo')} width="36" height="36" />
          <span>LexMitra</span>
        </Link>
        <button type="button" className="site-header__toggle btn btn--ghost" aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen(!open)}>
          {t('common.menu')}
        </button>
        <nav id="site-nav" aria-label={t('header.main')} className={`site-nav${open ? ' site-nav--open' : ''}`}>
          {NAV.map((item) => (
            <Link key={item.label} to={item.to} className={`site-nav__link${active === item.label ? ' site-nav__link--active' : ''}`} aria-current={active === item.label ? 'page' : undefined} onClick={() => setOpen(false)}>
              {t(`header.${item.key}`)}
              {item.dropdown && <span aria-hidden="true" className="site-nav__caret">▾</span>}
            </Link>
          ))}
        </nav>
        {/* Beside the menu, not in it: on a phone the language is the first thing a person may need to change. */}
        <div className="site-header__language"><LanguageSwitcher id="site-language" /></div>
        <div className="site-header__account"><AccountControl /></div>
      </div>
    </header>
  );
}
