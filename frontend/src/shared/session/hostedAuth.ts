import { createContext, useContext } from 'react';

/**
 * What the hosted provider (Clerk) contributes when it is configured. This module never imports
 * Clerk, so a deployment without a Clerk key never downloads Clerk's code or script.
 */
export interface HostedAuth {
  isLoaded: boolean;
  isSignedIn: boolean;
  openSignIn(): void;
  startGoogle(kind: 'signIn' | 'signUp'): Promise<void>;
  signOut(): Promise<void>;
}

export const HostedAuthContext = createContext<HostedAuth | null>(null);
export const useHostedAuth = () => useContext(HostedAuthContext);
