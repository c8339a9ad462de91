import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

const bodyOf = (calls: { url: string; init?: RequestInit }[], part: string) => JSON.parse(String(calls.find((c) => c.url.includes(part))?.init?.body));

describe('mail links and settings', () => {
  it('/unsubscribe asks first, then posts the signed parameters as they came', async () => {
    const calls = mockBff((url, init) => (url.includes('/api/mail/unsubscribe') ? { status: 200, body: { unsubscribed: true, category: 'documentShared' } } : signedOut(url, init)));
    renderAt('/unsubscribe?a=asha%40example.in&c=documentShared&s=abc_-');
    expect(screen.getByText(/Stop sending "A document was shared with you" mails to asha@example.in/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/mail/unsubscribe'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, stop these mails' }));
    expect(await screen.findByText(/no longer go to asha@example.in/)).toBeInTheDocument();
    const call = calls.find((c) => c.url.includes('/api/mail/unsubscribe'))!;
    expect(call.init?.method).toBe('POST');
    expect(new URL(call.url, 'http://x').searchParams.get('s')).toBe('abc_-');
  });

  it('/unsubscribe with an unknown category says the link is not valid', () => {
    mockBff(signedOut);
    renderAt('/unsubscribe?a=asha%40example.in&c=spam&s=abc');
    expect(screen.getByRole('alert')).toHaveTextContent(/not valid/);
  });

  it('/updates/confirm posts the link once and thanks the reader', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/updates/confirm') ? { status: 200, body: { confirmed: true } } : signedOut(url, init)));
    renderAt('/updates/confirm?a=asha%40example.in&s=sig');
    expect(await screen.findByText(/updates will now reach asha@example.in/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/api/updates/confirm'))).toHaveLength(1);
    expect(bodyOf(calls, '/api/updates/confirm')).toEqual({ a: 'asha@example.in', s: 'sig' });
  });

  it('/contact sends the form and shows where the reply will go', async () => {
    const calls = mockBff((url, init) => (url.endsWith('/api/contact') ? { status: 202, body: { sent: true } } : signedOut(url, init)));
    renderAt('/contact');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: ' Consumer case in Pune ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText(/we will reply to asha@example.in/)).toBeInTheDocument();
    expect(bodyOf(calls, '/api/contact')).toEqual({ name: 'Asha Rao', email: 'asha@example.in', message: 'Consumer case in Pune' });
  });

  it('turns a notification mail off from the account menu', async () => {
    let prefs = { hearingReminders: true, documentShared: true, firmInvites: true, updates: true };
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u1', email: 'asha@example.in' }, via: 'session', emailVerified: true } };
      if (url.endsWith('/api/mail/preferences')) {
        if (init?.method === 'PUT') prefs = { ...prefs, ...JSON.parse(String(init.body)) };
        return { status: 200, body: prefs };
      }
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/i }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mail settings' }));
    const box = await screen.findByRole('checkbox', { name: /Hearing reminders/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Hearing reminders/ })).not.toBeChecked());
    expect(bodyOf(calls.filter((c) => c.init?.method === 'PUT'), '/api/mail/preferences')).toEqual({ hearingReminders: false });
  });
});
