import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

const signedIn = (url: string, init?: RequestInit) => {
  if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
  if (url.endsWith('/api/auth/logout')) return { status: 200, body: { signedOut: true } };
  if (url.endsWith('/api/firms/mine')) return { status: 200, body: { firm: null } };
  return signedOut(url, init);
};

const FIRM = {
  id: 'f1', name: 'Rao & Associates', description: '', myRole: 'Senior Partner',
  permissions: ['invite', 'changeRole', 'removeMember', 'viewDiary', 'viewDocuments', 'manageTasks', 'completeTasks'],
  members: [
    { userId: 'u-1', name: 'Asha Rao', email: 'asha@example.in', role: 'Senior Partner', presence: 'Online', joinedAt: '2026-11-01T00:00:00Z' },
    { userId: 'u-2', name: null, email: 'ravi@example.in', role: 'Associate', presence: 'Away', joinedAt: '2026-11-02T00:00:00Z' },
  ],
  invites: [{ code: 'ABCD234567', createdAt: '2026-11-01T00:00:00Z', expiresAt: null, role: 'Associate', email: null }],
};
const member = (url: string, init?: RequestInit) => {
  if (url.endsWith('/api/firms/mine')) return { status: 200, body: { firm: FIRM } };
  if (url.endsWith('/api/firms/f1/dashboard')) {
    return { status: 200, body: { today: '2026-11-23', stats: { cases: 3, clients: 2, hearings: 1, documents: 4 }, schedule: [{ time: '10:30', title: 'OS 12/2025', type: 'Hearing', client: 'Sharma', urgent: true, advocate: 'asha@example.in' }] } };
  }
  if (url.endsWith('/api/firms/f1/tasks')) return { status: 200, body: { items: [{ id: 't1', title: 'Draft reply to notice', priority: 'High', dueDate: '2026-11-25', done: false, createdAt: '2026-11-20T00:00:00Z' }] } };
  return signedIn(url, init);
};

describe('dashboard', () => {
  it('shows the sidebar in docs/product.md §2 order, hides the public header and signs out to /', async () => {
    const calls = mockBff(signedIn);
    const { router } = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dashboard', 'Translate', 'Drafts', 'Doc AI', 'Available Docs', 'Adv Diary', 'Query Bot', 'Case search', 'Sign Out']);
    // The account's own pages sit apart, under their own label.
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Activity on my documents', '/dashboard/activity'], ['Privacy', '/dashboard/privacy']]);
    expect(screen.queryByRole('img', { name: 'LexMitra Logo' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Translate/ }).some((a) => a.getAttribute('href') === '/dashboard/translate')).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.url.endsWith('/api/auth/logout'))).toBe(true);
  });

  it('puts a litigant\'s tools first, Query Bot leading, and firms after them (issue 33)', async () => {
    mockBff(signedIn);
    renderAt('/dashboard');
    const tools = await screen.findByRole('heading', { level: 2, name: 'Your tools' });
    const cards = screen.getAllByRole('link').filter((a) => a.classList.contains('card--link'));
    expect(cards.map((a) => a.querySelector('h3')?.textContent)).toEqual(['Query Bot', 'Doc AI', 'Translate', 'Available Docs', 'Case search', 'Drafts', 'Adv Diary']);
    const join = await screen.findByRole('button', { name: 'Join a firm' });
    // The firm cards come after the tools in reading order.
    expect(tools.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cards[cards.length - 1].compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'For advocates and law firms' })).toBeInTheDocument();
  });

  it('puts the diary first for a member of a firm', async () => {
    mockBff(member);
    renderAt('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Rao & Associates' });
    const cards = screen.getAllByRole('link').filter((a) => a.classList.contains('card--link'));
    expect(cards[0].querySelector('h3')?.textContent).toBe('Adv Diary');
    expect(screen.queryByRole('button', { name: 'Join a firm' })).toBeNull();
  });

  it('toggles between Individual and Law Firm views for a firm member, with real firm data', async () => {
    mockBff(member);
    renderAt('/dashboard');
    expect(await screen.findByText(/Welcome, asha@example.in/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Law Firm' }));
    expect(screen.getByText('Your role: Senior Partner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Law Firm' })).toHaveAttribute('aria-pressed', 'true');
    const team = screen.getByRole('list', { name: 'Team members' });
    // By name, with the address beside it; the address alone for a member who gave no name.
    expect(within(team).getByText('Asha Rao').tagName).toBe('STRONG');
    expect(within(team).getByText(/asha@example\.in/).tagName).toBe('SPAN');
    expect(within(team).getByText('ravi@example.in')).toBeInTheDocument();
    expect(within(team).getByText('Away')).toBeInTheDocument();
    expect(await screen.findByText('OS 12/2025')).toBeInTheDocument();
    expect(screen.getByText('Draft reply to notice')).toBeInTheDocument();
    expect(screen.getByText('ABCD234567')).toBeInTheDocument();
  });

  it('lets the inviter pick the role of a new invite, never one above their own, the fewest rights first', async () => {
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/firms/f1/invites') && init?.method === 'POST') return { status: 201, body: { code: 'WXYZ234567', createdAt: '2026-11-03T00:00:00Z', expiresAt: null, role: 'Paralegal', email: null } };
      if (url.endsWith('/api/firms/mine')) return { status: 200, body: { firm: { ...FIRM, myRole: 'Associate', permissions: ['invite', 'viewDiary'] } } };
      return member(url, init);
    });
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Law Firm' }));
    const picker = await screen.findByRole('combobox', { name: 'Role for new invites' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Associate', 'Junior Associate', 'Paralegal']);
    expect(picker).toHaveValue('Junior Associate');
    fireEvent.change(picker, { target: { value: 'Paralegal' } });
    fireEvent.click(screen.getByRole('button', { name: 'New invite code' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/firms/f1/invites'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/api/firms/f1/invites'))!;
    expect(JSON.parse(String(call.init?.body))).toEqual({ role: 'Paralegal' });
  });

  it('hides the Law Firm view from users without a firm', async () => {
    mockBff(signedIn);
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Join a firm' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Law Firm' })).toBeNull();
  });

  it('shows the storage used against the quotas', async () => {
    mockBff((url, init) => {
      if (url.endsWith('/api/usage')) return { status: 200, body: { documents: { usedBytes: 1536 * 1024, limitBytes: 1024 ** 3 }, drafts: { count: 3, limit: 500 } } };
      return signedIn(url, init);
    });
    renderAt('/dashboard');
    expect(await screen.findByText('Storage used: 1.5 MB of 1 GB for documents; 3 of 500 drafts.')).toBeInTheDocument();
  });

  it('shows a join error in the modal without closing, and creates a firm', async () => {
    let created = false;
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/firms/join')) return { status: 400, body: { error: 'This invite code is not valid. Check it with your firm.', code: 'BAD_REQUEST' } };
      if (url.endsWith('/api/firms') && init?.method === 'POST') { created = true; return { status: 201, body: { firm: FIRM, inviteCode: 'ABCD234567' } }; }
      if (url.endsWith('/api/firms/mine')) return { status: 200, body: { firm: created ? FIRM : null } };
      return member(url, init);
    });
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Join a firm' }));
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: '  nope ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Firm' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This invite code is not valid.');
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/join'))!.init!.body))).toEqual({ inviteCode: 'nope' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Create a firm' }));
    fireEvent.change(screen.getByLabelText('Firm name'), { target: { value: ' Rao & Associates ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Firm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Share invite code ABCD234567/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Law Firm' })).toHaveAttribute('aria-pressed', 'true');
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
