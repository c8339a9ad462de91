import { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readStoredUser } from '../../shared/storedUser';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';

/** /drafts, /client-view, /lawyer-view: docs/product.md §6 guards them by the locally stored user id. */
export function RequireStoredUser({ children }: { children: ReactNode }) {
  if (!readStoredUser().userId) return <Navigate to="/sign-in" replace />;
  return <>{children}</>;
}

/** /dashboard: needs a signed-in session; signed-out visitors go to sign-in and come back after. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'signedOut') return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
