import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign-up and sign-in pages', () => {
  beforeEach(() => localStorage.clear());

  it('refuses mismatched passwords before calling the server', async () => {
    const calls = mockBff(signedOut);
    renderAt('/sign-up');
    fill('Email', 'asha@example.in');
    fill('Password', 'longenough1');
    fill('Confirm password', 'different1');
    fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls.some((c) => c.url.includes('/register'))).toBe(false);
  });

  it('shows the server error, then on success stores the user id and goes to sign-in', async () => {
    let taken = true;
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/auth/register')) return taken ? { status: 409, body: { error: 'This e-mail is already registered.', code: 'CONFLICT' } } : { status: 201, body: { userId: 'u-123' } };
      return signedOut(url, init);
    });
    const { router } = renderAt('/sign-up');
    fill('Email', 'asha@example.in');
    fill('Password', 'longenough1');
    fill('Confirm password', 'longenough1');
    fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already registered.');
    taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem('userId')).toBe('u-123');
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/register'))?.init?.body))).toEqual({ email: 'asha@example.in', password: 'longenough1', language: 'en' });
    expect(await screen.findByText(/account is ready/)).toBeInTheDocument();
  });

  it('alerts docs/product.md §8 text on bad credentials and stores the user then lands on /home on success', async () => {
    let good = false;
    mockBff((url, init) => {
      if (url.endsWith('/api/auth/login')) return good ? { status: 200, body: { user: { uid: 'u-9', email: 'asha@example.in' } } } : { status: 401, body: { error: 'Invalid e-mail or password.', code: 'UNAUTHENTICATED' } };
      return signedOut(url, init);
    });
    const { router } = renderAt('/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    fill('Email', 'asha@example.in');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials, please try again.');
    good = true;
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('userId')).toBe('u-9');
    expect(localStorage.getItem('email')).toBe('asha@example.in');
  });

  it('offers no Google button where the server has no hosted sign-in (issue 33)', async () => {
    mockBff(signedOut);
    renderAt('/sign-in');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    renderAt('/sign-up');
    await screen.findByRole('button', { name: 'Signup' });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });
});

describe('guards', () => {
  beforeEach(() => localStorage.clear());

  it('sends /drafts, /client-view and /lawyer-view to /sign-in without a stored user id', async () => {
    mockBff(signedOut);
    for (const path of ['/drafts', '/client-view', '/lawyer-view']) {
      const { router, unmount } = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      unmount();
    }
    localStorage.setItem('userId', 'u-1');
    const { router } = renderAt('/drafts');
    expect(router.state.location.pathname).toBe('/drafts');
    expect(screen.getByRole('heading', { name: 'Drafts' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor away from /dashboard and /redirect to the root', async () => {
    mockBff(signedOut);
    const dash = renderAt('/dashboard/query');
    await waitFor(() => expect(dash.router.state.location.pathname).toBe('/sign-in'));
    dash.unmount();
    const redirect = renderAt('/redirect');
    await waitFor(() => expect(redirect.router.state.location.pathname).toBe('/'));
  });
});
