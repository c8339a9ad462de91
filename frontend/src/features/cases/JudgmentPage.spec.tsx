import { act, fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../shared/i18n';
import { mockBff, renderAt } from '../../test/render';

const cited = {
  case_id: 'sci-2022_9_101_110', title: 'Alpha Traders v. Beta Cooperative Bank (synthetic fixture)', court: 'Supreme Court of India', date: '2022-03-14',
  description: 'A synthetic judgment.', parties: ['Alpha Traders', 'Beta Cooperative Bank'], judges: ['A. FIXTURE', 'B. SAMPLE'], disposal: 'Appeal Allowed',
  citation: '2022 INSC 9901', neutral_citation: '2022 INSC 9901', petitioner: 'Alpha Traders', respondent: 'Beta Cooperative Bank',
  source: { dataset: 'indian-supreme-court-judgments', licence: 'CC-BY-4.0', path: '2022_9_101_110', year: 2022 },
  languages: [{ lang: 'en', pdfKey: 'cases/x/en.pdf' }],
  paragraphs: ['1. The appellant drew a cheque for a trade debt.', '2. The presumption under Section 139 arises once the signature is admitted.', '3. The appeal is allowed.'],
  cites: [{ citation: '(2014) 8 SCC 273', case: { case_id: 'sc-2014-arnesh-kumar', title: 'Arnesh Kumar v. State of Bihar', citation: '(2014) 8 SCC 273', date: '2014-07-02' } }, { citation: '(2031) 9 SCC 999' }],
  citedBy: [{ case_id: 'sci-2023_9_201_215', title: 'Iota Finance v. Kappa Mills (synthetic fixture)', date: '2023-02-10', citation: '2023 INSC 9902' }],
  citedByCount: 1,
  pdfLanguages: ['en'],
};
const citing = { ...cited, case_id: 'sci-2023_9_201_215', title: 'Iota Finance v. Kappa Mills (synthetic fixture)', cites: [], citedBy: [], citedByCount: 0, paragraphs: ['1. We follow 2022 INSC 9901.'] };

function bff() {
  return mockBff((url) => {
    if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
    if (url.endsWith(`/api/cases/${cited.case_id}`)) return { status: 200, body: cited };
    if (url.endsWith(`/api/cases/${citing.case_id}`)) return { status: 200, body: citing };
    return { status: 404, body: { error: 'No judgment with this id.', code: 'NOT_FOUND' } };
  });
}

describe('judgment page', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the metadata, the attribution, the PDF and the text with the searched words marked and the first hit in view', async () => {
    bff();
    // The searched paragraph lies below the first screen (jsdom lays nothing out: say where it is).
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.id === 'p-2' ? 2000 : 0;
      return { top, bottom: top + 40, height: 40, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    renderAt(`/cases/${cited.case_id}?q=presumption%20signature`);
    expect(await screen.findByRole('heading', { level: 1, name: cited.title })).toBeInTheDocument();
    expect(screen.getByText('14 March 2022')).toBeInTheDocument();
    expect(screen.getByText('A. FIXTURE, B. SAMPLE')).toBeInTheDocument();
    expect(screen.getByText('Appeal Allowed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indian Supreme Court Judgments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC-BY-4.0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the original PDF \(English\)/ })).toHaveAttribute('href', `/api/cases/${cited.case_id}/pdf?lang=en&download=1`);
    const hit = document.getElementById('p-2')!;
    expect(within(hit).getAllByText(/presumption|signature/i).map((m) => m.tagName)).toEqual(['MARK', 'MARK']);
    expect(hit.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.getElementById('p-1')!.querySelector('mark')).toBeNull();
  });

  it('leaves the page at its title when the searched paragraph is already on the first screen', async () => {
    bff();
    renderAt(`/cases/${cited.case_id}?q=presumption`);
    await screen.findByRole('heading', { level: 1, name: cited.title });
    expect(document.getElementById('p-2')).toHaveClass('judgment__hit');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('drops page numbers read from the PDF and does not number again a judgment that numbers itself', async () => {
    const paged = { ...cited, paragraphs: ['1', '1. The appellant drew a cheque.', '- 2 -', '2. The appeal is allowed.'] };
    mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
      return url.includes('/api/cases/') ? { status: 200, body: paged } : { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
    });
    renderAt(`/cases/${cited.case_id}`);
    await screen.findByRole('heading', { level: 1, name: cited.title });
    const list = screen.getByRole('heading', { name: 'Text of the judgment' }).parentElement!.querySelector('ol')!;
    expect([...list.querySelectorAll('li')].map((li) => [li.id, li.textContent])).toEqual([['p-2', '1. The appellant drew a cheque.'], ['p-4', '2. The appeal is allowed.']]);
    expect(list).toHaveClass('judgment__paragraphs--own');
  });

  it('calls a summary a summary, and links the original PDF when there is one', async () => {
    const summary = { ...citing, case_id: 'sc-2020-rajnesh', title: 'Rajnesh v. Neha', description: 'Guidelines on maintenance.', paragraphs: ['Guidelines on maintenance.'], pdfLanguages: ['en'] };
    mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
      return url.includes('/api/cases/') ? { status: 200, body: summary } : { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
    });
    renderAt('/cases/sc-2020-rajnesh');
    expect(await screen.findByRole('heading', { name: 'Summary of the judgment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Text of the judgment' })).toBeNull();
    expect(screen.getByText(/We hold only this summary/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full judgment in the original PDF.' })).toHaveAttribute('href', '/api/cases/sc-2020-rajnesh/pdf?lang=en&download=1');
    // Its own list adds numbers: the summary does not number itself.
    expect(document.querySelector('ol.judgment__paragraphs--own')).toBeNull();
  });

  it('says "Cited by 1 judgment", and in Hindi names the court, the date and the counts in Hindi', async () => {
    bff();
    renderAt(`/cases/${cited.case_id}`);
    expect(await screen.findByRole('heading', { name: 'Cited by 1 judgment' })).toBeInTheDocument();
    await act(() => changeLanguage('hi'));
    try {
      expect(await screen.findByRole('heading', { name: '1 निर्णय इसका हवाला देता है' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '2 निर्णयों का हवाला देता है' })).toBeInTheDocument();
      expect(screen.getByText('भारत का सर्वोच्च न्यायालय')).toBeInTheDocument();
      expect(screen.getByText('14 मार्च 2022')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('lists what it cites and who cites it, and follows a "cited by" link', async () => {
    bff();
    renderAt(`/cases/${cited.case_id}`);
    expect(await screen.findByRole('heading', { name: 'Cites 2 judgments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arnesh Kumar v. State of Bihar' })).toHaveAttribute('href', '/cases/sc-2014-arnesh-kumar');
    expect(screen.getByText(/\(2031\) 9 SCC 999/)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('list', { name: 'Judgments that cite it' })).getByRole('link', { name: citing.title }));
    expect(await screen.findByRole('heading', { level: 1, name: citing.title })).toBeInTheDocument();
    expect(screen.getByText('No judgment in our collection cites it.')).toBeInTheDocument();
  });

  it('shows a summary-only judgment in Hindi on the Hindi interface, and in English otherwise', async () => {
    const summary = { ...citing, case_id: 'sc-2020-rajnesh', title: 'Rajnesh v. Neha', description: 'Guidelines on maintenance.', description_hi: 'भरण-पोषण पर दिशानिर्देश।', paragraphs: ['Guidelines on maintenance.'] };
    mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } };
      if (url.endsWith('/api/cases/sc-2020-rajnesh')) return { status: 200, body: summary };
      return { status: 404, body: { error: 'No judgment with this id.', code: 'NOT_FOUND' } };
    });
    renderAt('/cases/sc-2020-rajnesh');
    expect(await screen.findByText('Guidelines on maintenance.')).toBeInTheDocument();
    await act(() => changeLanguage('hi'));
    try {
      expect(await screen.findByText('भरण-पोषण पर दिशानिर्देश।')).toBeInTheDocument();
      expect(screen.getByText('भरण-पोषण पर दिशानिर्देश।').closest('[lang]')).toHaveAttribute('lang', 'hi');
      expect(screen.queryByText('Guidelines on maintenance.')).toBeNull();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says so when the judgment does not exist', async () => {
    bff();
    renderAt('/cases/sci-no-such-case');
    expect(await screen.findByRole('alert')).toHaveTextContent('No judgment with this id.');
  });
});
