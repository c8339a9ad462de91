/**
 * What every screen needs of the session: the signed-in state (useAuth), the client config and the
 * verify-your-address notice. The landing page imports this file, so it stays small: the notice is
 * loaded lazily by the dashboard (import('../../shared/session/VerifyNotice')).
 */
export { AuthProvider, useAuth } from './AuthProvider';
export type { AuthState, AuthStatus } from './AuthProvider';
export { clientConfigQueryOptions, getClientConfig, useClientConfig } from './get-client-config';
