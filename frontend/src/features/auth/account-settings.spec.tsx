import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../shared/i18n';
import { mockBff, renderAt, signedOut } from '../../test/render';

const TOKEN = 'b'.repeat(43);
const ME = { status: 200, body: { user: { uid: 'u1', email: 'asha@example.in' }, via: 'session', emailVerified: true } };
const bodyOf = (calls: { url: string; init?: RequestInit }[], path: string) => calls.filter((c) => c.url.endsWith(path)).map((c) => JSON.parse(String(c.init?.body)));

/** Opens Account settings from the account menu; returns the two forms. */
async function openSettings() {
  fireEvent.click(await screen.findByRole('button', { name: /Account menu/i }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Account settings' }));
  const password = await screen.findByRole('form', { name: 'Change your password' });
  const email = screen.getByRole('form', { name: 'Change your e-mail address' });
  return { password: within(password), email: within(email) };
}
const fill = (form: ReturnType<typeof within>, label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });

describe('account settings', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('changes the password: checks the confirmation and length in the page, shows a wrong current password, then the success', async () => {
    let attempt = 0;
    const calls = mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return ME;
      if (url.endsWith('/api/auth/me/password')) {
        attempt += 1;
        return attempt === 1 ? { status: 400, body: { error: 'Your current password is not right.', code: 'BAD_REQUEST' } } : { status: 200, body: { changed: true, otherSessionsEnded: 2 } };
      }
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/');
    const { password: form } = await openSettings();
    const save = form.getByRole('button', { name: 'Change the password' });

    fill(form, 'Current password', 'old passphrase');
    fill(form, 'New password', 'a new passphrase');
    fill(form, 'Confirm password', 'something else');
    fireEvent.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('Passwords do not match');
    fill(form, 'New password', 'short');
    fill(form, 'Confirm password', 'short');
    fireEvent.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('at least 8 characters');
    expect(bodyOf(calls, '/api/auth/me/password')).toEqual([]);

    fill(form, 'New password', 'a new passphrase');
    fill(form, 'Confirm password', 'a new passphrase');
    fireEvent.click(save);
    expect(await form.findByRole('alert')).toHaveTextContent('Your current password is not right.');
    fireEvent.click(save);
    expect(await form.findByRole('status')).toHaveTextContent(/This device stays signed in; other devices signed out: 2/);
    expect(form.queryByRole('alert')).toBeNull();
    expect(bodyOf(calls, '/api/auth/me/password').at(-1)).toEqual({ currentPassword: 'old passphrase', newPassword: 'a new passphrase' });
    // The fields are emptied, so the passwords do not linger on screen.
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it('asks for an e-mail change with the current password and says where the link went; a refusal shows in the interface language', async () => {
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/auth/me')) return ME;
      if (url.endsWith('/api/auth/me/email')) {
        const { currentPassword } = JSON.parse(String(init?.body));
        return currentPassword === 'right one' ? { status: 202, body: { sent: true, email: 'asha.new@example.in' } } : { status: 409, body: { error: 'Your password and e-mail address are managed by the service you sign in with (such as Google). Change them there.', code: 'CONFLICT' } };
      }
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/');
    const { email: form } = await openSettings();
    const send = form.getByRole('button', { name: 'Send the confirmation link' });
    fireEvent.click(send);
    expect(await form.findByRole('alert')).toHaveTextContent('Please enter the new e-mail address.');

    fill(form, 'New e-mail address', ' asha.new@example.in ');
    fill(form, 'Current password', 'clerk account');
    await act(() => changeLanguage('hi'));
    fireEvent.click(screen.getByRole('button', { name: 'पुष्टि का लिंक भेजें' }));
    expect(await form.findByRole('alert')).toHaveTextContent('आपका पासवर्ड और ई-मेल पता उस सेवा (जैसे Google) के पास है');
    await act(() => changeLanguage('en'));

    fill(form, 'Current password', 'right one');
    fireEvent.click(send);
    expect(await form.findByRole('status')).toHaveTextContent(/Check the inbox of asha.new@example.in/);
    expect(bodyOf(calls, '/api/auth/me/email').at(-1)).toEqual({ newEmail: 'asha.new@example.in', currentPassword: 'right one' });
    expect(form.getByText(/Documents others shared with your present address stay with that address/)).toBeInTheDocument();
  });

  it('/verify-email-change posts the token once, says the new address, and updates the address this browser keeps', async () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('email', 'asha@example.in');
    let changed = false;
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/auth/verify-email-change')) {
        changed = true;
        return { status: 200, body: { changed: true, email: 'asha.new@example.in' } };
      }
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u1', email: changed ? 'asha.new@example.in' : 'asha@example.in' }, via: 'session', emailVerified: true } };
      return signedOut(url, init);
    });
    renderAt(`/verify-email-change#token=${TOKEN}`);
    expect(await screen.findByText(/your account's address is now asha.new@example.in/)).toBeInTheDocument();
    expect(bodyOf(calls, '/api/auth/verify-email-change')).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(localStorage.getItem('email')).toBe('asha.new@example.in'));
    localStorage.clear();
  });

  it('/verify-email-change explains a used or expired link in the page', async () => {
    mockBff((url, init) => (url.endsWith('/api/auth/verify-email-change') ? { status: 400, body: { error: 'This link is not valid any more.', code: 'INVALID_TOKEN' } } : signedOut(url, init)));
    renderAt(`/verify-email-change#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid any more/);
    expect(screen.getByText(/ask for the change again in Account settings/)).toBeInTheDocument();
  });

  it('shows no review when the account was never recovered', async () => {
    mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return ME;
      if (url.endsWith('/api/account/recovery')) return { status: 200, body: { review: null } };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/');
    await screen.findByRole('button', { name: /Account menu/i }, { timeout: 10_000 });
    await openSettings();
    expect(screen.queryByRole('form', { name: 'Your account was taken back' })).toBeNull();
  }, 20_000);

  it("shows the firm the account was in, its members, and that its invite codes were ended", async () => {
    const review = {
      review: {
        recoveredAt: '2026-11-20T10:00:00.000Z', reset: ['firmInvites'], items: [],
        firm: {
          firmId: 'f1', name: 'Squatter & Co', role: 'Senior Partner',
          members: [
            { userId: 'u1', email: 'owner@example.in', role: 'Senior Partner', joinedAt: '2026-11-18T08:00:00.000Z' },
            { userId: 'u2', email: 'accomplice@example.in', role: 'Associate', joinedAt: '2026-11-19T08:00:00.000Z' },
          ],
          endedInvites: [{ code: 'ABCDEFGH23', createdAt: '2026-11-18T08:00:00.000Z', expiresAt: null }, { code: 'ZYXWVUT987', createdAt: '2026-11-18T09:00:00.000Z', expiresAt: null }],
        },
      },
    };
    mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return ME;
      if (url.endsWith('/api/account/recovery')) return { status: 200, body: review };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/');
    await screen.findByRole('button', { name: /Account menu/i }, { timeout: 10_000 });
    await openSettings();
    const form = within(await screen.findByRole('form', { name: 'Your account was taken back' }));
    const firm = within(form.getByRole('region', { name: 'The firm “Squatter & Co”' }));
    expect(firm.getByText(/accomplice@example\.in, Associate/)).toBeInTheDocument();
    expect(firm.getByText(/2 open invite codes were ended/)).toBeInTheDocument();
  }, 20_000);

  it('lists what a squatter made after a recovery, deletes what the owner ticks and keeps the rest, in Hindi too', async () => {
    const review = {
      review: {
        recoveredAt: '2026-11-20T10:00:00.000Z', reset: ['mailPreferences', 'calendarFeed'],
        items: [
          { kind: 'draft', id: 'd1d1d1d1d1d1d1d1d1d1d1d1', label: 'LEGAL NOTICE', createdAt: '2026-11-19T08:00:00.000Z' },
          { kind: 'diaryEntry', id: 'e1e1e1e1e1e1e1e1e1e1e1e1', label: 'CS 9/2026 Squatter v. Owner', createdAt: '2026-11-19T09:00:00.000Z' },
        ],
      },
    };
    const calls = mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return ME;
      if (url.endsWith('/api/account/recovery')) return { status: 200, body: review };
      if (url.endsWith('/api/account/recovery/resolve')) return { status: 200, body: { deleted: 1, kept: 1 } };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/');
    await openSettings();
    const form = within(await screen.findByRole('form', { name: 'Your account was taken back' }));
    expect(form.getByText(/every notification mail is on again/)).toBeInTheDocument();
    fireEvent.click(form.getByRole('checkbox', { name: /Delete the draft “LEGAL NOTICE”/ }));
    expect(form.getByRole('checkbox', { name: /Delete the diary entry “CS 9\/2026 Squatter v. Owner”/ })).not.toBeChecked();
    fireEvent.click(form.getByRole('button', { name: 'Delete 1 item and keep the rest' }));
    expect(await screen.findByText('Done: 1 deleted, 1 kept.')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/account/recovery/resolve')).toEqual([{ delete: [{ kind: 'draft', id: 'd1d1d1d1d1d1d1d1d1d1d1d1' }] }]);

    act(() => changeLanguage('hi'));
    expect(await screen.findByText(/1 हटाई गईं, 1 रखी गईं/)).toBeInTheDocument();
  }, 20_000);

});
