import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

const signedIn = (url: string, init?: RequestInit) => {
  if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
  if (url.endsWith('/api/auth/logout')) return { status: 204 };
  return signedOut(url, init);
};

describe('dashboard', () => {
  it('shows the sidebar in SPEC order, hides the public header and signs out to /', async () => {
    const calls = mockBff(signedIn);
    const { router } = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dashboard', 'Translate', 'Drafts', 'Doc AI', 'Available Docs', 'Adv Diary', 'Query Bot', 'Sign Out']);
    expect(screen.queryByRole('img', { name: 'LexMitra Logo' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Translate/ }).some((a) => a.getAttribute('href') === '/dashboard/translate')).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.url.endsWith('/api/auth/logout'))).toBe(true);
  });

  it('toggles between Individual and Law Firm views', async () => {
    mockBff(signedIn);
    renderAt('/dashboard');
    expect(await screen.findByText(/Welcome, asha@example.in/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Law Firm' }));
    expect(screen.getByText('Senior Partner', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Law Firm' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('enables Join Firm and Create Firm only for non-blank input, and closes on Cancel and X', async () => {
    mockBff(signedIn);
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Join a firm' }));
    const join = screen.getByRole('button', { name: 'Join Firm' });
    expect(join).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: '   ' } });
    expect(join).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: 'ABC123' } });
    expect(join).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create a firm' }));
    const create = screen.getByRole('button', { name: 'Create Firm' });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Firm name'), { target: { value: 'Rao & Associates' } });
    expect(create).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
