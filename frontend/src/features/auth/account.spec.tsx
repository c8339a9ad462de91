import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

const TOKEN = 'a'.repeat(43);
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodyOf = (calls: { url: string; init?: RequestInit }[], path: string) => JSON.parse(String(calls.find((c) => c.url.endsWith(path))?.init?.body));

describe('mailed links and the account screens', () => {
  it('/verify-email posts the token from the fragment once and says the address is confirmed', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/auth/verify-email') ? { status: 200, body: { verified: true, email: 'asha@example.in' } } : signedOut(url, init)));
    renderAt(`/verify-email#token=${TOKEN}`);
    expect(await screen.findByText(/asha@example.in is confirmed/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/api/auth/verify-email'))).toHaveLength(1);
    expect(bodyOf(calls, '/api/auth/verify-email')).toEqual({ token: TOKEN });
  });

  it('/verify-email opened without the account signed in sends the owner to choose a password with the token it got back', async () => {
    const PASSWORD_TOKEN = 'c'.repeat(43);
    mockBff((url, init) => (url.endsWith('/api/auth/verify-email') ? { status: 200, body: { verified: false, email: 'asha@example.in', passwordToken: PASSWORD_TOKEN } } : signedOut(url, init)));
    renderAt(`/verify-email#token=${TOKEN}`);
    expect(await screen.findByText(/To confirm asha@example.in, choose a new password/)).toBeInTheDocument();
    expect(screen.queryByText(/is confirmed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a password' })).toHaveAttribute('href', `/reset-password#token=${PASSWORD_TOKEN}`);
  });

  it('/verify-email explains a used or expired link in the page', async () => {
    mockBff((url, init) => (url.endsWith('/api/auth/verify-email') ? { status: 400, body: { error: 'This link is not valid any more.', code: 'INVALID_TOKEN' } } : signedOut(url, init)));
    renderAt(`/verify-email#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid any more/);
  });

  it('/forgot-password sends the address and shows the same message whatever the answer means', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/auth/forgot-password') ? { status: 202, body: { sent: true } } : signedOut(url, init)));
    renderAt('/forgot-password');
    fill('Email', ' asha@example.in ');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If asha@example.in has a LexMitra account/)).toBeInTheDocument();
    expect(bodyOf(calls, '/api/auth/forgot-password')).toEqual({ email: 'asha@example.in', language: 'en' });
  });

  it('/reset-password checks the confirmation, posts token and password, and sends the visitor to sign in', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/auth/reset-password') ? { status: 200, body: { reset: true } } : signedOut(url, init)));
    const { router } = renderAt(`/reset-password#token=${TOKEN}`);
    fill('New password', 'a new passphrase');
    fill('Confirm password', 'something else');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    fill('Confirm password', 'a new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(bodyOf(calls, '/api/auth/reset-password')).toEqual({ token: TOKEN, password: 'a new passphrase' });
    expect(await screen.findByText(/every device has been signed out/)).toBeInTheDocument();
  });

  it('lists the devices from the account menu and signs out everywhere', async () => {
    let signedIn = true;
    const calls = mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return signedIn ? { status: 200, body: { user: { uid: 'u1', email: 'asha@example.in' }, via: 'session', emailVerified: true } } : { status: 401, body: { error: 'no', code: 'UNAUTHENTICATED' } };
      if (url.endsWith('/api/auth/sessions')) {
        return { status: 200, body: { items: [{ id: '0123456789abcdef', device: 'Chrome on Android', ip: '10.0.0.7', createdAt: '2026-11-25T10:00:00.000Z', lastSeenAt: '2026-11-25T11:00:00.000Z', current: true }] } };
      }
      if (url.endsWith('/sign-out-everywhere')) {
        signedIn = false;
        return { status: 200, body: { signedOut: 1 } };
      }
      if (url.endsWith('/api/auth/logout')) return { status: 200, body: { signedOut: true } };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    const { router } = renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Devices' }));
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText(/IP 10.0.0.7/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.some((c) => c.url.endsWith('/sign-out-everywhere'))).toBe(true);
  });
});
