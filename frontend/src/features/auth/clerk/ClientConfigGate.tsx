import { lazy, ReactNode, Suspense } from 'react';
import { Spinner } from '../../../shared/ui/Spinner';
import { useClientConfig } from '../api/get-client-config';

const ClerkBridge = lazy(() => import('./ClerkBridge'));

/**
 * Reads GET /api/config once. With a Clerk key the app is wrapped in Clerk (loaded lazily);
 * without one, or when the server cannot say, the app runs on local accounts only.
 */
export function ClientConfigGate({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  if (config.isPending) return <Spinner />;
  const key = config.data?.clerkPublishableKey;
  if (!key) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner />}>
      <ClerkBridge publishableKey={key}>{children}</ClerkBridge>
    </Suspense>
  );
}
