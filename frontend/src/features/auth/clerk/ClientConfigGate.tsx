import type { ClientConfig } from '@lexmitra/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, ReactNode, Suspense } from 'react';
import { getJson } from '../../../shared/http';
import { Spinner } from '../../../shared/ui/Spinner';

const ClerkBridge = lazy(() => import('./ClerkBridge'));

/**
 * Reads GET /api/config once. With a Clerk key the app is wrapped in Clerk (loaded lazily);
 * without one, or when the server cannot say, the app runs on local accounts only.
 */
export function ClientConfigGate({ children }: { children: ReactNode }) {
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: () => getJson<ClientConfig>('/api/config'),
    staleTime: Infinity,
    retry: 1,
  });
  if (config.isPending) return <Spinner />;
  const key = config.data?.clerkPublishableKey;
  if (!key) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner />}>
      <ClerkBridge publishableKey={key}>{children}</ClerkBridge>
    </Suspense>
  );
}
