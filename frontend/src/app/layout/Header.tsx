import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountControl } from '../../features/auth/AccountControl';

interface NavItem { label: string; to: string; hash?: string; dropdown?: boolean }

const NAV: NavItem[] = [
  { label: 'Home', to: '/home' },
  { label: 'About', to: '/#about', hash: '#about' },
  { label: 'Services', to: '/#services', hash: '#services', dropdown: true },
  { label: 'Testimonials', to: '/#testimonials', hash: '#testimonials' },
];

/**
 * SPEC §2's rule: the link matching the current path wears the pill; the root counts as /home.
 * On the landing page a section hash selects its own link instead of Home.
 */
export function activeLabel(pathname: string, hash: string): string | null {
  const path = pathname === '/' ? '/home' : pathname;
  if (path === '/home') return NAV.find((n) => n.hash && n.hash === hash)?.label ?? 'Home';
  return NAV.find((n) => n.to === path)?.label ?? null;
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

export function Header() {
  const { pathname, hash, search } = useLocation();
  const [open, setOpen] = useState(false);
  const active = activeLabel(pathname, hash);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">Skip to content</a>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" onClick={() => setOpen(false)}>
          <img src="/logo.svg" alt="LexMitra Logo" width="36" height="36" />
          <span>LexMitra</span>
        </Link>
        <button type="button" className="site-header__toggle btn btn--ghost" aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen((o) => !o)}>
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${open ? ' site-nav--open' : ''}`}>
          {NAV.map((item) => (
            <Link key={item.label} to={item.to} className={`site-nav__link${active === item.label ? ' site-nav__link--active' : ''}`} aria-current={active === item.label ? 'page' : undefined} onClick={() => setOpen(false)}>
              {item.label}
              {item.dropdown && <span aria-hidden="true" className="site-nav__caret">▾</span>}
            </Link>
          ))}
          <Link to={{ pathname, search, hash }} className="site-nav__link" aria-label="Language: English" onClick={() => setOpen(false)}>
            <GlobeIcon /> English <span aria-hidden="true" className="site-nav__caret">▾</span>
          </Link>
        </nav>
        <div className="site-header__account"><AccountControl /></div>
      </div>
    </header>
  );
}
