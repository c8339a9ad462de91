import { fireEvent, screen, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

const me = (url: string) => (url.endsWith('/api/auth/me') ? { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } } : undefined);

const record = (over: object = {}) => ({
  id: 'r1', at: '2026-11-24T05:30:00.000Z', action: 'document.accessed',
  actor: { id: 'u-2', email: 'ravi@example.in', isYou: false }, target: { type: 'document', id: 'doc-1', label: 'lease.pdf' },
  owner: { id: 'u-1', email: 'asha@example.in' }, ip: '10.0.0.7', userAgent: 'Firefox', ...over,
});

const FIRM = (myRole: string) => ({
  id: 'f1', name: 'Rao & Associates', description: '', myRole, permissions: [], invites: [],
  members: [
    { userId: 'u-1', name: 'Asha Rao', email: 'asha@example.in', role: 'Senior Partner', presence: 'Online', joinedAt: '2026-11-01T00:00:00Z' },
    { userId: 'u-2', name: 'Ravi Kumar', email: 'ravi@example.in', role: 'Associate', presence: 'Away', joinedAt: '2026-11-02T00:00:00Z' },
  ],
});

describe('Activity on my documents', () => {
  it('lists who opened my documents and when (IST), and pages through them', async () => {
    const calls = mockBff((url, init) => {
      if (url.includes('/api/audit/my-activity')) {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return { status: 200, body: { items: page === 1 ? [record(), record({ id: 'r2', action: 'document.uploaded', actor: { id: 'u-1', email: 'asha@example.in', isYou: true } })] : [record({ id: 'r3', target: { type: 'document', id: 'doc-2', label: 'will.pdf' } })], page, pageSize: 20, total: 21 } };
      }
      return me(url) ?? signedOut(url, init);
    });
    renderAt('/dashboard/activity');
    const list = await screen.findByRole('list', { name: 'Activity on my documents' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ravi@example.in opened or downloaded · lease.pdf');
    expect(items[0]).toHaveTextContent('24 Nov 2026, 11:00 am');
    expect(items[1]).toHaveTextContent('You uploaded');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('will.pdf')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('page=2'))).toBe(true);
  });

  it('says so when there is nothing yet, and shows a failure in the page', async () => {
    mockBff((url, init) => (url.includes('/api/audit/my-activity') ? { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0 } } : (me(url) ?? signedOut(url, init))));
    renderAt('/dashboard/activity');
    expect(await screen.findByText(/No activity yet/)).toBeInTheDocument();
  });

  it('shows an error in the page when the list cannot load', async () => {
    mockBff((url, init) => (url.includes('/api/audit/my-activity') ? { status: 503, body: { error: 'The database is away.', code: 'DEPENDENCY_DOWN' } } : (me(url) ?? signedOut(url, init))));
    renderAt('/dashboard/activity');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the activity: The database is away.');
  });
});

describe('firm audit log', () => {
  it("lets a Senior Partner filter by member, action and dates, and downloads the same records as CSV", async () => {
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/firms/mine')) return { status: 200, body: { firm: FIRM('Senior Partner') } };
      if (url.includes('/api/firms/f1/audit')) return { status: 200, body: { items: [record()], page: 1, pageSize: 25, total: 1 } };
      return me(url) ?? signedOut(url, init);
    });
    renderAt('/dashboard/firm-audit');
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    expect(screen.getByText(/owner: asha@example.in/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'u-2' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'document.accessed' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await screen.findByText('1 record');
    const last = calls.filter((c) => c.url.includes('/api/firms/f1/audit?')).at(-1)!.url;
    expect(last).toContain('member=u-2');
    expect(last).toContain('action=document.accessed');
    expect(last).toContain('from=2026-11-01');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/firms/f1/audit.csv?member=u-2&action=document.accessed&from=2026-11-01');
  });

  it('tells other members that only Senior Partners see it, without asking for the log', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/firms/mine') ? { status: 200, body: { firm: FIRM('Associate') } } : (me(url) ?? signedOut(url, init))));
    renderAt('/dashboard/firm-audit');
    expect(await screen.findByText("Only the firm's Senior Partners can see its audit log.")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/audit'))).toBe(false);
  });
});
