import type { DiaryEntry } from '@lexmitra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { renderAt } from '../../test/render';

const ME = { uid: 'u-1', email: 'asha@example.in' };
const today = format(new Date(), 'yyyy-MM-dd');
const entry = (id: string, over: Record<string, unknown> = {}) => ({
  id, matterNo: `OS ${id}/2025`, partyName: 'Sharma', upcomingDate: today, upcomingTime: '10:30', nextDate: '', stage: 'Hearing', court: '', courtroom: '', notes: 'Court 4',
  document: null, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', ...over,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (url: string, init?: RequestInit) => Response | undefined;
function bff(route: Route, signedIn = true) {
  const calls: { url: string; init?: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/api/auth/me')) return signedIn ? json(200, { user: ME }) : json(401, { error: 'Please sign in.', code: 'UNAUTHENTICATED' });
    if (url === '/api/notifications') return json(200, { items: [], unread: 0 });
    return route(url, init) ?? json(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
  return calls;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('advocate diary screen', () => {
  it('asks a signed-out visitor to sign in on /adv.diary', async () => {
    bff(() => undefined, false);
    renderAt('/adv.diary');
    expect(await screen.findByRole('heading', { level: 1, name: "Lawyer's Diary" })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("shows today's matters (one panel at a time), the calendar event, and docs/product.md §8's alerts when there is no document", async () => {
    const items = [entry('1'), entry('2', { partyName: 'Rao' }), entry('3', { upcomingDate: '2031-01-01', matterNo: 'WP 9' })];
    bff((url) => (url.startsWith('/api/diary/entries') ? json(200, { items }) : undefined));
    renderAt('/dashboard/adv-diary');
    const todays = await screen.findByRole('region', { name: "Today's Matters" });
    await within(todays).findByText('OS 1/2025 Sharma');
    expect(within(todays).queryByText('WP 9 Sharma')).not.toBeInTheDocument();
    // The calendar shows today's entries as events titled matter number + ' ' + party name.
    expect(within(region('Calendar')).getAllByText('OS 2/2025 Rao').length).toBeGreaterThan(0);

    const [first, second] = within(todays).getAllByRole('button', { name: 'Show Details' });
    fireEvent.click(first);
    expect(within(todays).getByText('Court 4')).toBeInTheDocument();
    fireEvent.click(second);
    expect(within(todays).getAllByRole('button', { name: 'Hide Details' })).toHaveLength(1);

    fireEvent.click(within(todays).getByRole('button', { name: 'View Document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No document available for viewing.');
    fireEvent.click(within(todays).getByRole('button', { name: 'Download Document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No document available for download.');

    // All Diary Entries lets several panels stay open.
    const all = region('All Diary Entries');
    await within(all).findByText('WP 9 Sharma');
    within(all).getAllByRole('button', { name: 'Show Details' }).forEach((b) => fireEvent.click(b));
    expect(within(all).getAllByRole('button', { name: 'Hide Details' })).toHaveLength(3);
  });

  it('adds an entry with the AM/PM time as 24-hour HH:mm, attaches the PDF, and clears the form', async () => {
    let items: unknown[] = [];
    const calls = bff((url, init) => {
      if (url === '/api/diary/entries' && init?.method === 'POST') {
        const created = entry('9', JSON.parse(String(init.body)));
        items = [created];
        return json(201, created);
      }
      if (url === '/api/diary/entries/9/document' && init?.method === 'PUT') return json(200, { ...(items[0] as object), document: { name: 'Order.pdf', size: 5, uploadedAt: today } });
      if (url.startsWith('/api/diary/entries')) return json(200, { items });
      return undefined;
    });
    renderAt('/dashboard/adv-diary');
    const form = await screen.findByRole('form', { name: 'Add New Entry' });
    fireEvent.change(within(form).getByLabelText('Matter Number'), { target: { value: 'OS 9/2025' } });
    fireEvent.change(within(form).getByLabelText('Party Name'), { target: { value: 'Iyer' } });
    fireEvent.change(within(form).getByLabelText('Upcoming Date'), { target: { value: today } });
    fireEvent.change(within(form).getByLabelText(/^Upcoming Time/), { target: { value: '02:30' } });
    fireEvent.change(within(form).getByLabelText('AM/PM'), { target: { value: 'PM' } });
    fireEvent.change(within(form).getByLabelText('Stage'), { target: { value: 'Arguments' } });
    const pdf = new File(['%PDF-1.4'], 'Order.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Document (PDF)'), { target: { files: [pdf] } });
    expect(within(form).getByLabelText('Document (PDF)')).toHaveAttribute('accept', 'application/pdf');
    fireEvent.click(within(form).getByRole('button', { name: 'Add Entry' }));

    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST' && c.url === '/api/diary/entries')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ matterNo: 'OS 9/2025', partyName: 'Iyer', upcomingDate: today, upcomingTime: '14:30', nextDate: '', stage: 'Arguments', court: '', courtroom: '', notes: '' });
    expect((calls.find((c) => c.init?.method === 'PUT')!.init!.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(within(form).getByLabelText('Matter Number')).toHaveValue(''));
    expect(within(form).getByLabelText(/^Upcoming Time/)).toHaveValue('');
  });

  it('refuses a time that does not read as hh:mm, in the page, without calling the server', async () => {
    const calls = bff((url) => (url.startsWith('/api/diary/entries') ? json(200, { items: [] }) : undefined));
    renderAt('/dashboard/adv-diary');
    const form = await screen.findByRole('form', { name: 'Add New Entry' });
    fireEvent.change(within(form).getByLabelText(/^Upcoming Time/), { target: { value: '25:99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Entry' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a time as hh:mm.');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  describe('what an advocate meets in the first hour (issue 33)', () => {
    it('puts an entry\'s Next Date on the calendar, and shows dates as people in India write them', async () => {
      bff((url) => (url.startsWith('/api/diary/entries') ? json(200, { items: [entry('5', { upcomingDate: '2026-11-30', nextDate: '2026-12-14', partyName: 'State v. Kumar' })] }) : undefined));
      renderAt('/dashboard/adv-diary');
      const all = await screen.findByRole('region', { name: 'All Diary Entries' });
      const item = (await within(all).findByText('OS 5/2025 State v. Kumar')).closest('li')!;
      expect(item).toHaveTextContent('30 Nov 2026');
      expect(item.textContent).not.toContain('2026-11-30');
      fireEvent.click(within(item).getByRole('button', { name: 'Show Details' }));
      expect(within(item).getByText('14 Dec 2026')).toBeInTheDocument();
      const { toEvents } = await import('./DiaryCalendar');
      const events = toEvents([entry('5', { upcomingDate: '2026-11-30', nextDate: '2026-12-14', partyName: 'State v. Kumar' }) as DiaryEntry]);
      expect(events.map((e) => [e.kind, e.title, e.start.getDate(), e.allDay, e.time])).toEqual([
        ['hearing', 'OS 5/2025 State v. Kumar', 30, false, '10:30 AM'],
        ['next', 'Next date: OS 5/2025 State v. Kumar', 14, true, ''],
      ]);
    });

    it('asks for the court and the courtroom, and sends them', async () => {
      const calls = bff((url, init) => {
        if (url.startsWith('/api/diary/entries') && init?.method === 'POST') return json(201, entry('9', { court: 'District Court, Saket', courtroom: 'Court No. 4' }));
        return url.startsWith('/api/diary/entries') ? json(200, { items: [] }) : undefined;
      });
      renderAt('/dashboard/adv-diary');
      const form = await screen.findByRole('form', { name: 'Add New Entry' });
      fireEvent.change(within(form).getByLabelText('Court'), { target: { value: 'District Court, Saket' } });
      fireEvent.change(within(form).getByLabelText('Courtroom or bench'), { target: { value: 'Court No. 4' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Add Entry' }));
      await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
      expect(JSON.parse(String(calls.find((c) => c.init?.method === 'POST')!.init!.body))).toMatchObject({ court: 'District Court, Saket', courtroom: 'Court No. 4' });
    });
  });
});
