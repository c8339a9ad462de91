import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

/** jsdom has no EventSource: this one lets each test send the events a BFF would, one at a time. */
class PushedEventSource {
  static last: PushedEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    PushedEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = PushedEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.forEach((fn) => fn({ data: JSON.stringify(data) })));
  }
}

const final = {
  lawyer_response: 'Snatching a phone is an offence. Report it to the police.',
  potential_charges: ['Snatching (BNS s.304)'],
  rights: ['A free copy of the FIR.'],
  next_steps: ['Block your SIM.'],
  citations: [{ act: 'Bharatiya Nyaya Sanhita, 2023', section: '304', title: 'Snatching' }],
};

function bff() {
  return mockBff((url, init) => {
    if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
    if (url === '/api/chat/answers') return { status: 202, body: { jobId: 'job-7', conversationId: 'c7' } };
    if (url === '/api/jobs/job-7' && init?.method === 'DELETE') return { status: 200, body: { id: 'job-7', kind: 'chat.answer', state: 'active', progress: null } };
    if (url === '/api/chat/conversations') return { status: 200, body: [] };
    return signedOut(url, init);
  });
}

const send = (text: string) => {
  fireEvent.change(screen.getByPlaceholderText('Enter your query'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /Send/ }));
};
const status = (state: string, extra: object = {}) => ({ id: 'job-7', kind: 'chat.answer', state, progress: null, ...extra });

describe('legal chatbot, answers streamed as they are written', () => {
  beforeAll(() => Object.assign(window, { EventSource: PushedEventSource }));
  afterAll(() => delete (window as { EventSource?: unknown }).EventSource);
  beforeEach(() => (PushedEventSource.last = null));

  it('shows the text as it arrives, the lists as they complete, then the whole answer; busy for screen readers until then', async () => {
    const calls = bff();
    renderAt('/dashboard/query');
    await screen.findByText('No conversations yet.');
    send('Someone snatched my phone');
    await waitFor(() => expect(PushedEventSource.last?.url).toBe('/api/jobs/job-7/events'));
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/chat/answers')!.init!.body))).toEqual({ user_message: 'Someone snatched my phone', language: 'en' });
    const source = PushedEventSource.last!;
    const region = screen.getByLabelText('Messages');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Looking up the law...')).toHaveAttribute('role', 'status');

    source.emit('delta', { type: 'delta', at: 0, text: 'Snatching a ' });
    expect(screen.getByText('Snatching a')).toBeInTheDocument();
    expect(screen.queryByText('Looking up the law...')).toBeNull();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();

    source.emit('delta', { type: 'delta', at: 12, text: 'phone is an offence.' });
    expect(screen.getByText('Snatching a phone is an offence.')).toBeInTheDocument();
    source.emit('section', { type: 'section', name: 'potential_charges', items: final.potential_charges });
    expect(screen.getByRole('heading', { name: 'Potential Charges:' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Rights:' })).toBeNull();

    source.emit('status', status('completed', { result: { ...final, conversationId: 'c7' } }));
    expect(await screen.findByText(final.lawyer_response)).toBeInTheDocument();
    expect(screen.queryByText('Snatching a phone is an offence.')).toBeNull();
    for (const heading of ['Potential Charges:', 'Your Rights:', 'Next Steps:']) expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText('BNS 2023 s.304')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(source.readyState).toBe(PushedEventSource.CLOSED);

    // The next question goes to the same conversation.
    send('What if they refuse to file the FIR?');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/chat/answers')).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((c) => c.url === '/api/chat/answers')[1].init!.body))).toMatchObject({ conversationId: 'c7' });
  });

  it('replaces the text when the stream starts again (a reconnect or a retried answer), never repeating it', async () => {
    bff();
    renderAt('/dashboard/query');
    await screen.findByText('No conversations yet.');
    send('Someone snatched my phone');
    await waitFor(() => expect(PushedEventSource.last).not.toBeNull());
    const source = PushedEventSource.last!;
    source.emit('delta', { type: 'delta', at: 0, text: 'First try' });
    source.emit('section', { type: 'section', name: 'rights', items: ['Old right'] });
    source.emit('delta', { type: 'delta', at: 0, text: 'Snatching is' });
    expect(screen.getByText('Snatching is')).toBeInTheDocument();
    expect(screen.queryByText(/First try/)).toBeNull();
    expect(screen.queryByText('Old right')).toBeNull();
  });

  it('stops the answer: the job is cancelled and the page says so', async () => {
    const calls = bff();
    renderAt('/dashboard/query');
    await screen.findByText('No conversations yet.');
    send('Someone snatched my phone');
    await waitFor(() => expect(PushedEventSource.last).not.toBeNull());
    const source = PushedEventSource.last!;
    source.emit('delta', { type: 'delta', at: 0, text: 'Snatching a phone' });
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/jobs/job-7' && c.init?.method === 'DELETE')).toBe(true));
    source.emit('status', status('cancelled', { error: { error: 'Cancelled.', code: 'CANCELLED' } }));
    expect(await screen.findByText('The answer was stopped.')).toBeInTheDocument();
    expect(screen.queryByText('Snatching a phone')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure text when the answer fails', async () => {
    bff();
    renderAt('/dashboard/query');
    await screen.findByText('No conversations yet.');
    send('Someone snatched my phone');
    await waitFor(() => expect(PushedEventSource.last).not.toBeNull());
    PushedEventSource.last!.emit('status', status('failed', { error: { error: 'The AI assistant is busy.', code: 'AI_RATE_LIMITED' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch results. Please try again.');
  });
});
