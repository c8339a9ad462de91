import { lazy, Suspense } from 'react';
import { NotFoundPage } from '../pages';
import { Spinner } from '../../shared/ui/Spinner';
import { useHostedAuth } from '../../shared/session/hostedAuth';

const SsoCallback = lazy(() => import('./clerk/ClerkBridge').then((m) => ({ default: m.SsoCallback })));

/** /sso-callback: where Google sign-in through Clerk returns; meaningless without Clerk. */
export function SsoCallbackPage() {
  if (!useHostedAuth()) return <NotFoundPage />;
  return <Suspense fallback={<Spinner />}><SsoCallback /></Suspense>;
}
