import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '../language';
import { lazyComponent } from '../../shared/lazyComponent';
import { PrivacyNotices } from '../privacy';
import { Sidebar } from './Sidebar';
import './dashboard.css';

// Loaded with the dashboard, not the first page: the notice carries the account API, and the auth
// index that the landing page uses stays small without it.
const VerifyNotice = lazyComponent(() => import('../../shared/session/VerifyNotice').then((m) => m.VerifyNotice));

/** /dashboard shell: left sidebar and a content area; the public header is not shown here. */
export function DashboardLayout() {
  const { t } = useTranslation();
  // The phone's menu is open on the page where it was opened: any navigation (a link, Back) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  return (
    <div className="dashboard">
      {/* The sidebar is a dozen stops long: the first Tab offers to skip it. */}
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      <aside className={`dashboard__aside${open ? ' dashboard__aside--open' : ''}`}>
        <div className="dashboard__aside-inner">
          <div className="dashboard__brand row">
            <Link to="/dashboard" className="dashboard__title">LexMitra</Link>
            <button type="button" className="btn btn--ghost dashboard__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>{t('common.menu')}</button>
          </div>
          <Sidebar onNavigate={() => setOpen(false)} />
          <LanguageSwitcher id="dashboard-language" />
        </div>
      </aside>
      <main id="main" className="dashboard__content" tabIndex={-1}>
        <Suspense fallback={null}>
          <VerifyNotice />
        </Suspense>
        <PrivacyNotices />
        <Outlet />
      </main>
    </div>
  );
}
