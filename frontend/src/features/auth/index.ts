/**
 * What other features may use of auth: the signed-in state and the client config. The landing page
 * imports this file, so it stays small: the verify-your-address notice is loaded lazily by the
 * dashboard (import('../auth/VerifyNotice')).
 */
export { AuthProvider, useAuth } from './AuthProvider';
export type { AuthState, AuthStatus } from './AuthProvider';
export { clientConfigQueryOptions, getClientConfig, useClientConfig } from './api/get-client-config';
