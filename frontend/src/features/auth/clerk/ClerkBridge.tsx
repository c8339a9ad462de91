import { AuthenticateWithRedirectCallback, ClerkProvider, useAuth, useClerk, useSignIn, useSignUp } from '@clerk/clerk-react';
import { ReactNode, useMemo } from 'react';
import { HostedAuth, HostedAuthContext } from '../../../shared/session/hostedAuth';

const AFTER_SIGN_IN = '/dashboard';
export const SSO_CALLBACK_PATH = '/sso-callback';

function ClerkState({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth();
  const clerk = useClerk();
  const { signIn } = useSignIn();
  const { signUp } = useSignUp();
  const value = useMemo<HostedAuth>(() => ({
    isLoaded,
    isSignedIn: Boolean(isSignedIn),
    openSignIn: () => clerk.openSignIn({ forceRedirectUrl: AFTER_SIGN_IN, signUpForceRedirectUrl: AFTER_SIGN_IN }),
    startGoogle: async (kind) => {
      const flow = kind === 'signIn' ? signIn : signUp;
      await flow?.authenticateWithRedirect({ strategy: 'oauth_google', redirectUrl: SSO_CALLBACK_PATH, redirectUrlComplete: AFTER_SIGN_IN });
    },
    signOut: () => clerk.signOut({ redirectUrl: '/' }),
  }), [isLoaded, isSignedIn, clerk, signIn, signUp]);
  return <HostedAuthContext.Provider value={value}>{children}</HostedAuthContext.Provider>;
}

/** Loaded only when the server reports a Clerk publishable key (see ClientConfigGate). */
export default function ClerkBridge({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/" signInFallbackRedirectUrl={AFTER_SIGN_IN} signUpFallbackRedirectUrl={AFTER_SIGN_IN}>
      <ClerkState>{children}</ClerkState>
    </ClerkProvider>
  );
}

/** Finishes Google sign-in after Clerk redirects back to /sso-callback. */
export function SsoCallback() {
  return <AuthenticateWithRedirectCallback signInForceRedirectUrl={AFTER_SIGN_IN} signUpForceRedirectUrl={AFTER_SIGN_IN} />;
}
