import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/session';
import { SignInForm } from './SignInForm';

/** `endSession`: the server ended the session already (an account deletion was scheduled); the page forgets it too. */
interface SignInState { from?: string; notice?: string; endSession?: boolean }

/** /sign-in. The local flow lands on /home; arriving from the dashboard guard returns there. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const target = state.from?.startsWith('/dashboard') ? state.from : '/home';
  const { signOut } = useAuth();
  // Once per arrival: a sign-in made on this page afterwards must not be undone.
  const ended = useRef(false);
  useEffect(() => {
    if (!state.endSession || ended.current) return;
    ended.current = true;
    void signOut();
  }, [state.endSession, signOut]);
  return (
    <main id="main" className="container page auth-page">
      <div className="card auth-card">
        <h1>{t('auth.signIn')}</h1>
        <SignInForm notice={state.notice} onSignedIn={() => navigate(target, { replace: true })} />
      </div>
    </main>
  );
}
