import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/session';
import { DASHBOARD_TOOLS } from './tools';

/**
 * docs/product.md §2's sidebar, to the letter and in order: Dashboard, the tools (Case search last), Sign Out. The account's own
 * pages (Activity on my documents, Privacy) are a second, separately labelled navigation below it,
 * so docs/product.md §2's list stays exactly as given.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const items = [{ label: t('dashboard.title'), path: '/dashboard' }, ...DASHBOARD_TOOLS.map((tool) => ({ label: t(`dashboard.tools.${tool.key}.label`), path: tool.path }))];
  const accountItems = [{ label: t('activity.nav'), path: '/dashboard/activity' }, { label: t('privacy.nav'), path: '/dashboard/privacy' }];
  return (
    <div className="sidebar">
      <nav aria-label={t('dashboard.title')}>
        <ul className="sidebar__list">
          {items.map((item) => <SidebarLink key={item.path} {...item} onNavigate={onNavigate} />)}
          <li>
            <button
              type="button"
              className="sidebar__link sidebar__signout"
              onClick={async () => {
                // Leave the guarded shell first (and wait for it), so its guard cannot bounce us to
                // /sign-in when the session disappears.
                await navigate('/');
                signOut().catch((err) => console.error('sign-out failed', err));
              }}
            >
              {t('header.signOut')}
            </button>
          </li>
        </ul>
      </nav>
      <nav aria-label={t('dashboard.accountNav')} className="sidebar__account">
        <ul className="sidebar__list">
          {accountItems.map((item) => <SidebarLink key={item.path} {...item} onNavigate={onNavigate} />)}
        </ul>
      </nav>
    </div>
  );
}

function SidebarLink({ label, path, onNavigate }: { label: string; path: string; onNavigate?: () => void }) {
  return (
    <li>
      <NavLink end to={path} className={({ isActive }) => `sidebar__link${isActive ? ' sidebar__link--active' : ''}`} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );
}
