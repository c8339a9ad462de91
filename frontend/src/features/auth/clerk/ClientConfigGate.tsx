import { lazy, ReactNode, Suspense, useDeferredValue } from 'react';
import { BrandBar } from '../../../shared/ui/BrandBar';
import { Spinner } from '../../../shared/ui/Spinner';
import { useClientConfig } from '../../../shared/session';

const ClerkBridge = lazy(() => import('./ClerkBridge'));

/**
 * Reads GET /api/config once. With a Clerk key the app is wrapped in Clerk (loaded lazily);
 * without one, or when the server cannot say, the app runs on local accounts only.
 */
export function ClientConfigGate({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  // The answer's arrival is a synchronous update; deferring it lets React build the whole app
  // (the page's biggest render) in interruptible slices rather than in one long task.
  const pending = useDeferredValue(config.isPending);
  if (pending) return <BrandBar />;
  const key = config.data?.clerkPublishableKey;
  if (!key) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner />}>
      <ClerkBridge publishableKey={key}>{children}</ClerkBridge>
    </Suspense>
  );
}
