import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

const me = (url: string) => (url.endsWith('/api/auth/me') ? { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } } : undefined);

/** A stand-in for the browser's EventSource: the test pushes the job's status events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners: ((e: { data: string }) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(_name: string, fn: (e: { data: string }) => void) {
    this.listeners.push(fn);
  }
  emit(status: object) {
    for (const fn of this.listeners) fn({ data: JSON.stringify(status) });
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const exportStatus = (over: object) => ({ exportId: 'e1', jobId: 'j1', state: 'queued', requestedAt: '2026-11-25T06:00:00.000Z', readyAt: null, expiresAt: null, size: null, downloadUrl: null, linkExpiresAt: null, error: null, ...over });

describe('Privacy page', () => {
  beforeEach(() => {
    (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });

  it('is in the sidebar, exports with a progress bar, then offers the download link', async () => {
    let current: object | null = null;
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/account/export') && init?.method === 'POST') return { status: 202, body: (current = exportStatus({})) };
      if (url.endsWith('/api/account/export')) return { status: 200, body: { export: current } };
      if (url.endsWith('/api/account/deletion')) return { status: 200, body: { state: 'none', graceDays: 7 } };
      return me(url) ?? signedOut(url, init);
    });
    renderAt('/dashboard/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/dashboard/privacy');
    fireEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(FakeEventSource.last!.url).toBe('/api/jobs/j1/events');
    act(() => FakeEventSource.last!.emit({ id: 'j1', kind: 'account.export', state: 'active', progress: { done: 50, total: 200 } }));
    expect(bar).toHaveAttribute('value', '25');
    expect(screen.getByText('25% written')).toBeInTheDocument();
    current = exportStatus({ state: 'ready', readyAt: '2026-11-25T06:01:00.000Z', expiresAt: '2026-12-02T06:01:00.000Z', size: 2048, downloadUrl: '/api/account/export/e1/download?token=abc', linkExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() });
    act(() => FakeEventSource.last!.emit({ id: 'j1', kind: 'account.export', state: 'completed', progress: null, result: { exportId: 'e1', size: 2048, files: 1 } }));
    expect(await screen.findByRole('link', { name: 'Download the ZIP' })).toHaveAttribute('href', '/api/account/export/e1/download?token=abc');
    expect(screen.getByText(/Your export is ready \(2 KB\)/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/api/account/export') && c.init?.method === 'POST')).toHaveLength(1);
  });

  it('shows a failed export as an error in the page', async () => {
    mockBff((url, init) => {
      if (url.endsWith('/api/account/export')) return { status: 200, body: { export: exportStatus({ state: 'failed', error: 'The export could not be prepared. Please try again.' }) } };
      if (url.endsWith('/api/account/deletion')) return { status: 200, body: { state: 'none', graceDays: 7 } };
      return me(url) ?? signedOut(url, init);
    });
    renderAt('/dashboard/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be prepared');
  });

  it('confirms a deletion with the password in a dialog, shows refusals there, then signs out to the sign-in page with the date', async () => {
    let deletion: object = { state: 'none', graceDays: 7 };
    let attempts = 0;
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/account/export')) return { status: 200, body: { export: null } };
      if (url.endsWith('/api/account/deletion') && init?.method === 'POST') {
        attempts++;
        if (attempts === 1) return { status: 409, body: { error: 'You are the only Senior Partner of your firm.', code: 'CONFLICT' } };
        return { status: 202, body: (deletion = { state: 'scheduled', requestedAt: '2026-11-25T06:00:00.000Z', eraseAt: '2026-12-02T06:00:00.000Z', graceDays: 7 }) };
      }
      if (url.endsWith('/api/account/deletion')) return { status: 200, body: deletion };
      if (url.endsWith('/api/auth/logout')) return { status: 200, body: { signedOut: true } };
      return me(url) ?? signedOut(url, init);
    });
    const { router } = renderAt('/dashboard/privacy');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('You are signed out on every device now; if you sign in before then, you are asked whether to cancel the deletion.');
    // Google sign-in is not offered here (no hosted sign-in configured): no hint about it.
    expect(dialog).not.toHaveTextContent(/Signed in with Google/);
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'correct-horse-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('only Senior Partner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // The server ended every session: the page goes to sign-in, saying when the account goes.
    expect(await screen.findByText(/Your account will be erased on 2 December 2026 .*You have been signed out on every device/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = calls.filter((c) => c.url.endsWith('/api/account/deletion') && c.init?.method === 'POST').at(-1)!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ password: 'correct-horse-42' });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/auth/logout'))).toBe(true));
  });

  it('asks at sign-in whether to cancel a pending deletion: keep stays signed out, cancel signs in', async () => {
    const bodies: unknown[] = [];
    let signedIn = false;
    mockBff((url, init) => {
      if (url.endsWith('/api/auth/login')) {
        const body = JSON.parse(String(init!.body));
        bodies.push(body);
        if (!body.cancelDeletion) return { status: 409, body: { error: 'This account is due to be deleted. Sign in and cancel the deletion to keep it.', code: 'DELETION_PENDING', eraseAt: '2026-12-02T06:00:00.000Z' } };
        signedIn = true;
        return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' }, deletionCancelled: true } };
      }
      if (signedIn) return me(url) ?? { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
      return signedOut(url, init);
    });
    const { router } = renderAt('/sign-in');
    const fill = () => {
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-42' } });
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    };
    fill();
    const question = await screen.findByRole('group', { name: 'Your account is due to be deleted' });
    expect(question).toHaveTextContent('will be erased on 2 December 2026');
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it scheduled' }));
    expect(await screen.findByText(/Nothing changed/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    fill();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Your account is due to be deleted' })).getByRole('button', { name: 'Cancel the deletion and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodies).toEqual([
      { email: 'asha@example.in', password: 'correct-horse-42' },
      { email: 'asha@example.in', password: 'correct-horse-42' },
      { email: 'asha@example.in', password: 'correct-horse-42', cancelDeletion: true },
    ]);
  });
  it('tells the user on the dashboard that signing in cancelled the deletion, until dismissed', async () => {
    let read = false;
    const calls = mockBff((url) => {
      if (url.endsWith('/api/notifications')) return { status: 200, body: { items: [{ id: 'n1', kind: 'deletionCancelled', title: 'x', body: 'y', entryId: 'd1', createdAt: '2026-11-25T06:00:00.000Z', read }], unread: read ? 0 : 1 } };
      if (url.endsWith('/api/notifications/n1/read')) {
        read = true;
        return { status: 200, body: { marked: 1 } };
      }
      return me(url) ?? { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/dashboard');
    expect(await screen.findByText('Account deletion cancelled.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Account deletion cancelled.')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('/api/notifications/n1/read') && c.init?.method === 'POST')).toBe(true);
  });
});
