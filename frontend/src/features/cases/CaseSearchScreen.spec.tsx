import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../shared/i18n';
import { mockBff, renderAt, signedOut } from '../../test/render';

const kesavananda = {
  case_id: 'sc-1973-kesavananda-bharati',
  court: 'Supreme Court of India',
  date: '1973-04-24',
  description: 'Parliament cannot alter the basic structure.',
  title: 'Kesavananda Bharati v. State of Kerala',
  citation: '(1973) 4 SCC 225',
  highlights: ['It cannot alter the <mark>basic</mark> <mark>structure</mark>.'],
};
const meta = { total: 2, courts: [{ court: 'Supreme Court of India', count: 1 }, { court: 'Delhi High Court', count: 1 }], yearMin: 1950, yearMax: 2024 };

type Answer = { status: number; body?: unknown };
function signedInBff(onAsk: (body: Record<string, unknown>) => Answer) {
  const asks: Record<string, unknown>[] = [];
  const calls = mockBff((url, init) => {
    if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
    if (url.endsWith('/api/cases/meta')) return { status: 200, body: meta };
    if (url.endsWith('/ask')) {
      const body = JSON.parse(String(init?.body));
      asks.push(body);
      return onAsk(body);
    }
    return signedOut(url, init);
  });
  return { calls, asks };
}

const input = () => screen.getByPlaceholderText('Enter your cases that you want to search');

describe('case search screen', () => {
  it('is titled Case search on /cases and /dashboard/cases', async () => {
    signedInBff(() => ({ status: 200, body: { cases: [] } }));
    renderAt('/cases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case search' })).toBeInTheDocument();
    signedInBff(() => ({ status: 200, body: { cases: [] } }));
    renderAt('/dashboard/cases');
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Case search' })).length).toBeGreaterThan(0);
  });

  it('says "Please enter a valid query." for a blank query without calling the server', async () => {
    const { asks } = signedInBff(() => ({ status: 200, body: { cases: [] } }));
    renderAt('/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid query.');
    expect(asks).toEqual([]);
  });

  it('shows Fetching... while busy, then cards with court, date, description and marked highlights', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { asks } = signedInBff(() => ({ status: 200, body: { cases: [kesavananda], total: 1, page: 1, pageSize: 10 } }));
    // Hold the /ask answer back so the busy state can be seen.
    const scripted = global.fetch;
    global.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/ask')) await gate;
      return scripted(url, init);
    }) as typeof fetch;
    renderAt('/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: 'basic structure' } });
    await screen.findByRole('option', { name: 'Delhi High Court' });
    fireEvent.change(screen.getByLabelText('Court'), { target: { value: 'Supreme Court of India' } });
    fireEvent.change(screen.getByLabelText('From year'), { target: { value: '1970' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Fetching...' })).toBeDisabled();
    release();
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByText('Supreme Court of India')).toBeInTheDocument();
    expect(within(results).getByText('24 April 1973')).toBeInTheDocument();
    expect(within(results).getByText('Parliament cannot alter the basic structure.')).toBeInTheDocument();
    expect(results.querySelectorAll('mark')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(asks[0]).toEqual({ query: 'basic structure', court: 'Supreme Court of India', yearFrom: 1970, page: 1, pageSize: 10 });
  });

  it('shows "Failed to fetch results. Please try again." when the call fails', async () => {
    signedInBff(() => ({ status: 503, body: { error: 'down', code: 'DEPENDENCY_DOWN' } }));
    renderAt('/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: 'privacy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch results. Please try again.');
  });

  it('shows an empty state, and pages with Next', async () => {
    const { asks } = signedInBff((body) =>
      body.query === 'nothing' ? { status: 200, body: { cases: [] } } : { status: 200, body: { cases: [{ ...kesavananda, case_id: `p${body.page}` }], total: 25, page: body.page, pageSize: 10 } },
    );
    renderAt('/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/No cases matched your search/)).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'reservation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(asks[2]).toMatchObject({ query: 'reservation', page: 2 });
  });

  it('keeps the query, filters and page in the address, and Back brings them back without asking again', async () => {
    const { asks } = signedInBff((body) => ({ status: 200, body: { cases: [{ ...kesavananda, case_id: `p${body.page}` }], total: 25, page: body.page, pageSize: 10 } }));
    const { router } = renderAt('/dashboard/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: 'reservation' } });
    await screen.findByRole('option', { name: 'Delhi High Court' });
    fireEvent.change(screen.getByLabelText('Court'), { target: { value: 'Delhi High Court' } });
    fireEvent.change(screen.getByLabelText('From year'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'reservation', court: 'Delhi High Court', from: '1990', page: '2' });
    fireEvent.click(screen.getByRole('link', { name: kesavananda.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/p2'));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('reservation');
    expect(screen.getByLabelText('Court')).toHaveValue('Delhi High Court');
    expect(screen.getByLabelText('From year')).toHaveValue('1990');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    // Both pages came from the cache: two questions in all.
    expect(asks).toHaveLength(2);
  });

  it('says "or more" when the engine stopped counting (totalRelation gte)', async () => {
    signedInBff(() => ({ status: 200, body: { cases: [kesavananda], total: 10000, totalRelation: 'gte', page: 1, pageSize: 10 } }));
    renderAt('/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: 'court' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('10000 or more cases found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1000 or more')).toBeInTheDocument();
    expect(screen.queryByText('10000 cases found')).toBeNull();
  });

  it('counts one case as one ("1 case found"), and in Hindi names courts, dates and counts in Hindi', async () => {
    signedInBff(() => ({ status: 200, body: { cases: [kesavananda], total: 1, page: 1, pageSize: 10 } }));
    renderAt('/cases');
    fireEvent.change(await screen.findByPlaceholderText('Enter your cases that you want to search'), { target: { value: 'Kesavananda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('1 case found')).toBeInTheDocument();
    await act(() => changeLanguage('hi'));
    try {
      expect(await screen.findByText('1 मामला मिला')).toBeInTheDocument();
      const results = screen.getByRole('region', { name: 'खोज के परिणाम' });
      expect(within(results).getByText('भारत का सर्वोच्च न्यायालय')).toBeInTheDocument();
      expect(within(results).getByText('24 अप्रैल 1973')).toBeInTheDocument();
      // The filter lists the courts in Hindi and still sends the court's own name.
      expect(screen.getByRole('option', { name: 'दिल्ली उच्च न्यायालय' })).toHaveValue('Delhi High Court');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('asks a signed-out visitor to sign in', async () => {
    mockBff(signedOut);
    renderAt('/cases');
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByPlaceholderText('Enter your cases that you want to search')).toBeNull();
  });
});
