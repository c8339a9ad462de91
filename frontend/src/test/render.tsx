import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../shared/session';
import { routes } from '../app/router';

/** Renders the real route table at `path` with the real providers. */
export function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

type Handler = (url: string, init?: RequestInit) => { status: number; body?: unknown };

/** Replaces fetch with a scripted BFF for one test; records the calls made. */
export function mockBff(handler: Handler) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const { status, body } = handler(url, init);
    const text = body === undefined ? '' : JSON.stringify(body);
    // jsdom has no fetch Response; this carries what shared/http reads.
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text, json: async () => JSON.parse(text) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

export const signedOut: Handler = (url) => (url.endsWith('/api/auth/me') ? { status: 401, body: { error: 'Not signed in', code: 'UNAUTHENTICATED' } } : { status: 404, body: { error: 'no', code: 'NOT_FOUND' } });
