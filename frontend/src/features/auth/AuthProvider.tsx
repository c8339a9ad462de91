import type { SessionUser } from '@lexmitra/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, ReactNode, useCallback, useContext, useMemo } from 'react';
import { clearStoredUser, storeUser } from '../../shared/storedUser';
import { authApi } from './api';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  signIn(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The signed-in state the header, /redirect and the dashboard guard read. It comes from the
 * server session (GET /api/auth/me), so an expired or revoked session shows as signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: authApi.me, staleTime: 60_000, retry: 1 });

  const signIn = useCallback(async (email: string, password: string) => {
    const { user } = await authApi.login(email, password);
    storeUser(user.uid, user.email);
    queryClient.setQueryData(ME_QUERY_KEY, user);
    return user;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await authApi.logout();
    } finally {
      clearStoredUser();
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    }
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    // A failed /me (server unreachable) counts as signed out: pending sessions are not signed in.
    const status: AuthStatus = me.isPending ? 'loading' : me.data ? 'signedIn' : 'signedOut';
    return { status, user: me.data ?? null, signIn, signOut };
  }, [me.isPending, me.data, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
