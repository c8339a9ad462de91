import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInForm } from './SignInForm';

interface SignInState { from?: string; notice?: string }

/** /sign-in. The local flow lands on /home; arriving from the dashboard guard returns there. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const target = state.from?.startsWith('/dashboard') ? state.from : '/home';
  return (
    <main id="main" className="container page auth-page">
      <div className="card auth-card">
        <h1>{t('auth.signIn')}</h1>
        <SignInForm notice={state.notice} onSignedIn={() => navigate(target, { replace: true })} />
      </div>
    </main>
  );
}
