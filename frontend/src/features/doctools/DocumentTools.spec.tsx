import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../../shared/i18n';
import { mockBff, renderAt, signedOut } from '../../test/render';
import { cleanText } from './cleanText';

/** jsdom has no EventSource: this one replays scripted job statuses for the job the page opened. */
class ScriptedEventSource {
  static statuses: unknown[] = [];
  static opened: string[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    ScriptedEventSource.opened.push(url);
  }
  addEventListener(_name: string, fn: (e: { data: string }) => void) {
    setTimeout(() => ScriptedEventSource.statuses.forEach((s) => fn({ data: JSON.stringify(s) })), 0);
  }
  close() {
    this.readyState = 2;
  }
}
Object.assign(window, { EventSource: ScriptedEventSource });

const pdf = () => new File(['%PDF-1.7 test'], 'order.pdf', { type: 'application/pdf' });

function bff() {
  return mockBff((url, init) => (url.startsWith('/process_pdf/') ? { status: 202, body: { jobId: 'job-1' } } : signedOut(url, init)));
}

async function choose(file: File) {
  const input = screen.getByLabelText('Choose a document') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText('order.pdf');
}

describe('document tools', () => {
  beforeEach(() => {
    ScriptedEventSource.statuses = [];
    ScriptedEventSource.opened = [];
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });

  it('asks for the missing inputs with docs/product.md §8 texts before sending anything', async () => {
    const calls = bff();
    renderAt('/doc.ai');
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file and a language.');
    fireEvent.click(screen.getByRole('button', { name: 'Summarize' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file.');
    await choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Get Answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file and enter a question.');
    expect(calls.filter((c) => c.url.startsWith('/process_pdf/'))).toHaveLength(0);
    expect(screen.getByPlaceholderText('Enter your question here')).toBeInTheDocument();
  });

  it('summarizes with the default question, shows progress and the clean answer', async () => {
    const calls = bff();
    ScriptedEventSource.statuses = [
      { id: 'job-1', kind: 'doc.process', state: 'active', progress: { done: 1, total: 4 } },
      { id: 'job-1', kind: 'doc.process', state: 'completed', progress: { done: 4, total: 4 }, result: { answer: '## Summary\n**The tenant** must pay.' } },
    ];
    renderAt('/doc.ai');
    await choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByText(/The tenant must pay\./)).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/process_pdf/?async=1')!.init!.body as FormData;
    expect(sent.get('query')).toBe('Summarize the document');
    expect(sent.get('operation')).toBe('summarize');
    expect(sent.get('interface_language')).toBe('en');
    expect(ScriptedEventSource.opened).toEqual(['/api/jobs/job-1/events']);
  });

  it('sends the Hindi interface with docs/product.md §5\'s English query, apart from the OCR language hint', async () => {
    const calls = bff();
    await act(() => changeLanguage('hi'));
    try {
      renderAt('/doc.ai');
      fireEvent.change(screen.getByLabelText('दस्तावेज़ चुनें'), { target: { files: [pdf()] } });
      await screen.findByText('order.pdf');
      fireEvent.change(screen.getByLabelText('भाषा'), { target: { value: 'ta' } });
      fireEvent.click(screen.getByRole('button', { name: 'सारांश बनाएँ' }));
      await waitFor(() => expect(calls.some((c) => c.url === '/process_pdf/?async=1')).toBe(true));
      const sent = calls.find((c) => c.url === '/process_pdf/?async=1')!.init!.body as FormData;
      expect([sent.get('query'), sent.get('interface_language'), sent.get('language')]).toEqual(['Summarize the document', 'hi', 'ta']);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('translates with the chosen language and shows docs/product.md §8 failure text when the job fails', async () => {
    const calls = bff();
    ScriptedEventSource.statuses = [{ id: 'job-1', kind: 'doc.process', state: 'failed', progress: null, error: { error: 'boom', code: 'INTERNAL' } }];
    renderAt('/idk');
    await choose(pdf());
    expect(screen.getByTitle('Preview of order.pdf')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error translating document. Please try again.'));
    const sent = calls.find((c) => c.url === '/process_pdf/?async=1')!.init!.body as FormData;
    expect(sent.get('translation_language')).toBe('ta');
    expect(String(sent.get('query'))).toMatch(/^Explain each and every line/);
  });

  it('takes a photo of a notice, sends the chosen language as the OCR hint and names the OCR stage in the progress', async () => {
    const calls = bff();
    ScriptedEventSource.statuses = [{ id: 'job-1', kind: 'doc.process', state: 'active', progress: { done: 1, total: 2, stage: 'ocr' } }];
    renderAt('/doc.ai');
    const input = screen.getByLabelText('Choose a document') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'notice.jpg', { type: 'image/jpeg' })] } });
    await screen.findByText('notice.jpg');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByText('Reading scanned pages (OCR): 50% (1 of 2)')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/process_pdf/?async=1')!.init!.body as FormData;
    expect(sent.get('language')).toBe('hi');
    expect(sent.get('translation_language')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('shows the empty-result fallback', async () => {
    bff();
    ScriptedEventSource.statuses = [{ id: 'job-1', kind: 'doc.process', state: 'completed', progress: null, result: { answer: '  ' } }];
    renderAt('/doc.ai');
    await choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Simplify Language' }));
    expect(await screen.findByText('No simplified version available.')).toBeInTheDocument();
  });
});

describe('document tools on a server without a model (issue 33)', () => {
  const offline = () =>
    mockBff((url, init) =>
      url === '/api/config' ? { status: 200, body: { clerkPublishableKey: null, docEngine: 'offline', needsModel: ['translate'] } }
      : url.startsWith('/process_pdf/') ? { status: 202, body: { jobId: 'job-1' } }
      : signedOut(url, init));

  beforeEach(() => {
    ScriptedEventSource.statuses = [];
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });

  it('says before any upload, in Hindi, that translation needs a model and what works without one', async () => {
    const calls = offline();
    await act(() => changeLanguage('hi'));
    try {
      renderAt('/idk');
      const note = await screen.findByText('अनुवाद के लिए मॉडल चाहिए, इसलिए यह इस सर्वर पर नहीं हो सकता।');
      expect(note.closest('[role="status"]')).toHaveTextContent('सारांश बताता है कि यह किस तरह का कागज़ है');
      const translate = screen.getByRole('button', { name: 'अनुवाद करें' });
      expect(translate).toBeDisabled();
      expect(translate).toHaveAccessibleDescription(/अनुवाद के लिए मॉडल चाहिए/);
      expect(screen.getByRole('button', { name: 'सारांश बनाएँ' })).toBeEnabled();
      expect(calls.some((c) => c.url.startsWith('/process_pdf/'))).toBe(false);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('never says "try again" for a permanent refusal', async () => {
    offline();
    ScriptedEventSource.statuses = [{ id: 'job-1', kind: 'doc.process', state: 'failed', progress: null, error: { error: 'This needs an AI provider, and none is set up on this server.', code: 'AI_PROVIDER_REQUIRED' } }];
    renderAt('/doc.ai');
    await choose(pdf());
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Who pays?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Answer' }));
    const alert = await screen.findByText(/none is set up on this server/);
    expect(alert).toHaveTextContent('No answer could be given.');
    expect(alert.textContent).not.toMatch(/try again/i);
  });

  it('keeps "Please try again" for a failure that may pass', async () => {
    offline();
    ScriptedEventSource.statuses = [{ id: 'job-1', kind: 'doc.process', state: 'failed', progress: null, error: { error: 'The AI service is busy.', code: 'AI_RATE_LIMITED' } }];
    renderAt('/doc.ai');
    await choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByText(/Error summarizing document\. Please try again\. The AI service is busy\./)).toBeInTheDocument();
  });

  it('says nothing of the kind when the worker has a model', async () => {
    mockBff((url, init) => (url === '/api/config' ? { status: 200, body: { clerkPublishableKey: null, docEngine: 'model', needsModel: [] } } : signedOut(url, init)));
    renderAt('/idk');
    await screen.findByRole('heading', { level: 1, name: 'Translate a document' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Translate' })).toBeEnabled());
    expect(screen.queryByText(/no AI model set up/)).toBeNull();
  });
});

it('cleanText drops tags and markdown but keeps paragraphs', () => {
  expect(cleanText('<p>Hello <b>there</b></p><script>x</script>\n\n# Title\n- item one\n[link](http://x)')).toBe('Hello there\nx\n\nTitle\n• item one\nlink');
});
