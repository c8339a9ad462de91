/** What other features may use of auth: the signed-in state, the verify-your-address notice, the client config. */
export { AuthProvider, useAuth } from './AuthProvider';
export type { AuthState, AuthStatus } from './AuthProvider';
export { VerifyNotice } from './VerifyNotice';
export { clientConfigQueryOptions, getClientConfig, useClientConfig } from './api/get-client-config';
