import type { SessionUser } from '@lexmitra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { clearStoredUser } from '../storedUser';
import { ME_QUERY_KEY, useMe } from './get-me';
import { logout } from './logout';
import { useHostedAuth } from './hostedAuth';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The signed-in state the header, /redirect and the dashboard guard read. It comes from the
 * server (GET /api/auth/me), which accepts the local session cookie and, when Clerk is configured,
 * Clerk's session: so an expired or revoked session of either kind shows as signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hosted = useHostedAuth();
  const me = useMe();

  // Signing in or out with Clerk changes who the server sees; ask again.
  const hostedSignedIn = hosted?.isSignedIn;
  useEffect(() => {
    if (hostedSignedIn !== undefined) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [hostedSignedIn, queryClient]);

  const signOut = useCallback(async () => {
    try {
      await logout();
      if (hosted?.isSignedIn) await hosted.signOut();
    } finally {
      clearStoredUser();
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    }
  }, [queryClient, hosted]);

  const value = useMemo<AuthState>(() => {
    // A failed /me (server unreachable) counts as signed out: pending sessions are not signed in.
    const status: AuthStatus = me.isPending || (hosted && !hosted.isLoaded) ? 'loading' : me.data ? 'signedIn' : 'signedOut';
    return { status, user: me.data ?? null, signOut };
  }, [me.isPending, me.data, hosted, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
