import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../app/router';
import { mockBff, signedOut } from '../../test/render';
import { AuthProvider } from '../../shared/session';
import { ClientConfigGate } from './clerk/ClientConfigGate';
import { HostedAuth, HostedAuthContext } from '../../shared/session/hostedAuth';

function renderWithHosted(path: string, hosted: HostedAuth) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HostedAuthContext.Provider value={hosted}>
        <AuthProvider><RouterProvider router={router} /></AuthProvider>
      </HostedAuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const hostedAuth = (over: Partial<HostedAuth> = {}): HostedAuth => ({
  isLoaded: true, isSignedIn: false, openSignIn: jest.fn(), startGoogle: jest.fn(async () => {}), signOut: jest.fn(async () => {}), ...over,
});

describe('with the hosted provider (Clerk) configured', () => {
  it('opens the provider sign-in from the header and starts Google through it', async () => {
    mockBff(signedOut);
    const hosted = hostedAuth();
    renderWithHosted('/sign-in', hosted);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(hosted.openSignIn).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(hosted.startGoogle).toHaveBeenCalledWith('signIn');
    expect(screen.queryByText(/not configured/)).toBeNull();
  });

  it('keeps /redirect waiting until the provider has loaded', async () => {
    mockBff(signedOut);
    const router = renderWithHosted('/redirect', hostedAuth({ isLoaded: false }));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/redirect');
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
  });
});

describe('client config gate', () => {
  it('runs on local accounts when the server reports no Clerk key', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/config') ? { status: 200, body: { clerkPublishableKey: null } } : signedOut(url, init)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ClientConfigGate><p>app body</p></ClientConfigGate>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('app body')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/config']);
    await waitFor(() => expect(document.querySelector('script[src*="clerk"]')).toBeNull());
  });
});
