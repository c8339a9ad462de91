import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Modal, preloadModal } from '../../shared/ui/Modal';
import { useAuth } from '../../shared/session';
import { useHostedAuth } from '../../shared/session/hostedAuth';
import { lazyComponent } from '../../shared/lazyComponent';
import { loadScreenTexts } from '../../shared/i18n';
import { useScreenTexts } from '../../shared/i18n/useScreenTexts';
import { Spinner } from '../../shared/ui/Spinner';

/** A part of the header opened on demand: its code and the screens' texts it shows load together. */
const withTexts = <C,>(load: () => Promise<C>) => () => Promise.all([load(), loadScreenTexts()]).then(([c]) => c);

// Opened from the menu or the sign-in button only: their code and words stay out of the first download.
const SignInForm = lazyComponent(withTexts(() => import('./SignInForm').then((m) => m.SignInForm)));
const SessionsDialog = lazyComponent(withTexts(() => import('./SessionsDialog').then((m) => m.SessionsDialog)));
const AccountSettingsDialog = lazyComponent(withTexts(() => import('./AccountSettingsDialog').then((m) => m.AccountSettingsDialog)));
const MailSettingsDialog = lazyComponent(withTexts(() => import('../mail').then((m) => m.MailSettingsDialog)));

/** Header corner: a sign-in button (opening a modal) when signed out, a user menu when signed in. */
export function AccountControl() {
  const { t } = useTranslation();
  const { status, user, signOut } = useAuth();
  const hosted = useHostedAuth();
  const navigate = useNavigate();
  const [modal, setModal] = useState(false);
  const [menu, setMenu] = useState(false);
  const [devices, setDevices] = useState(false);
  const [mailSettings, setMailSettings] = useState(false);
  const [settings, setSettings] = useState(false);
  // The menu names account screens (their words are not the landing page's): fetched once signed in.
  const menuTexts = useScreenTexts(status === 'signedIn');

  if (status === 'loading') return null;
  if (status === 'signedOut' || !user) {
    const preload = () => {
      preloadModal();
      void SignInForm.preload();
    };
    return (
      <>
        {/* With Clerk configured its own sign-in modal opens; otherwise ours, on local accounts. */}
        <button type="button" className="btn btn--primary" onPointerEnter={preload} onFocus={preload} onClick={() => (hosted ? hosted.openSignIn() : setModal(true))}>{t('header.signIn')}</button>
        {modal && (
          <Modal title={t('header.signInTitle')} onClose={() => setModal(false)}>
            <Suspense fallback={<Spinner />}>
              <SignInForm onSignedIn={() => { setModal(false); navigate('/dashboard'); }} />
            </Suspense>
          </Modal>
        )}
      </>
    );
  }
  return (
    <div className="user-menu">
      <button type="button" className="user-menu__button" aria-haspopup="menu" aria-expanded={menu} onClick={() => setMenu((m) => !m)}>
        <span aria-hidden="true" className="user-menu__avatar">{user.email.charAt(0).toUpperCase()}</span>
        <span className="visually-hidden">{t('header.accountMenu', { email: user.email })}</span>
      </button>
      {menu && menuTexts && (
        <div className="user-menu__panel" role="menu">
          <p className="user-menu__email">{user.email}</p>
          <Link role="menuitem" to="/dashboard" onClick={() => setMenu(false)}>{t('header.dashboard')}</Link>
          <button role="menuitem" type="button" className="btn btn--link" onClick={() => { setMenu(false); setSettings(true); }}>{t('settings.menu')}</button>
          <button role="menuitem" type="button" className="btn btn--link" onClick={() => { setMenu(false); setDevices(true); }}>{t('account.sessions')}</button>
          <button role="menuitem" type="button" className="btn btn--link" onClick={() => { setMenu(false); setMailSettings(true); }}>{t('account.mailSettings')}</button>
          <button
            role="menuitem"
            type="button"
            className="btn btn--link"
            onClick={() => {
              setMenu(false);
              signOut().catch((err) => console.error('sign-out failed', err)).finally(() => navigate('/'));
            }}
          >
            {t('header.signOut')}
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {devices && <SessionsDialog onClose={() => setDevices(false)} />}
        {mailSettings && <MailSettingsDialog onClose={() => setMailSettings(false)} />}
        {settings && <AccountSettingsDialog onClose={() => setSettings(false)} />}
      </Suspense>
    </div>
  );
}
