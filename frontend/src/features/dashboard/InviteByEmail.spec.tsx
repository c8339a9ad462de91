import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { mockBff } from '../../test/render';
import { InviteByEmail } from './InviteByEmail';

describe('Mail an invite', () => {
  it('posts the address and says which code was mailed, or that the address turned these mails off', async () => {
    let sent = true;
    const calls = mockBff((url) => (url.endsWith('/invites/email') ? { status: 202, body: { sent, code: 'ABCDEFGH23' } } : { status: 404, body: { error: 'no', code: 'NOT_FOUND' } }));
    render(<QueryClientProvider client={new QueryClient()}><InviteByEmail firmId="f1" role="Paralegal" /></QueryClientProvider>);
    fireEvent.change(screen.getByLabelText('E-mail address to invite'), { target: { value: ' ravi@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mail an invite' }));
    expect(await screen.findByText(/a mail with the code ABCDEFGH23 is on its way/)).toBeInTheDocument();
    const call = calls.find((c) => c.url.endsWith('/api/firms/f1/invites/email'))!;
    expect(JSON.parse(String(call.init?.body))).toEqual({ email: 'ravi@example.in', role: 'Paralegal' });
    sent = false;
    fireEvent.change(screen.getByLabelText('E-mail address to invite'), { target: { value: 'quiet@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mail an invite' }));
    expect(await screen.findByText(/turned firm invite mails off/)).toBeInTheDocument();
  });
});
