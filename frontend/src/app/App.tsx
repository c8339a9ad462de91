import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../shared/session';
import { ClientConfigGate } from '../features/auth/clerk/ClientConfigGate';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ClientConfigGate>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ClientConfigGate>
    </QueryClientProvider>
  );
}
