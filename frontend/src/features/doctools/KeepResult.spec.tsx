import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

/** jsdom has no EventSource: this one completes the job with the scripted result. */
class CompletedJob {
  static result: Record<string, unknown> = {};
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  addEventListener(_name: string, fn: (e: { data: string }) => void) {
    setTimeout(() => fn({ data: JSON.stringify({ id: 'job-1', kind: 'doc.process', state: 'completed', progress: null, result: CompletedJob.result }) }), 0);
  }
  close() {}
}
Object.assign(window, { EventSource: CompletedJob });

const HINDI = 'यह नोटिस बताता है कि आपका चेक लौटा दिया गया है।';

type Answer = { status: number; body?: unknown };
/** The BFF, with a body() for the file downloads jsdom's fetch stand-in lacks. */
function bff(answers: { export?: Answer; save?: Answer } = {}) {
  const calls = mockBff((url, init) => {
    if (url.startsWith('/process_pdf/')) return { status: 202, body: { jobId: 'job-1' } };
    if (url === '/api/doc-ai/export') return answers.export ?? { status: 200, body: 'PDF' };
    if (url === '/api/drafts/saveDraft') return answers.save ?? { status: 201, body: { id: 'd1', title: 'Translation of notice.pdf', templateUrl: null, version: 1, size: 60, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() } };
    return signedOut(url, init);
  });
  const inner = global.fetch;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = (await inner(input, init)) as unknown as { text(): Promise<string> };
    return Object.assign(res, { blob: async () => new Blob([await res.text()]), headers: new Headers({ 'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('नोटिस - translation (hi).pdf')}` }) });
  }) as typeof fetch;
  return calls;
}

/** Translates a chosen PDF into Hindi on the screen at `path` (already rendered when null). */
async function translate(path: string | null) {
  if (path) renderAt(path);
  fireEvent.change(screen.getByLabelText('Choose a document') as HTMLInputElement, { target: { files: [new File(['%PDF-1.7'], 'notice.pdf', { type: 'application/pdf' })] } });
  await screen.findByText('notice.pdf');
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
  await screen.findByText(HINDI);
  return screen.getByRole('group', { name: 'Keep this result' });
}

describe('keeping a Document AI result', () => {
  let downloads: string[];
  beforeEach(() => {
    CompletedJob.result = { translated_answer: HINDI };
    downloads = [];
    URL.createObjectURL = () => 'blob:file';
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    localStorage.setItem('userId', 'u-1');
  });

  it.each(['/idk', '/doc.ai'])('%s: downloads the translation as PDF and DOCX in its language, named as the BFF says', async (path) => {
    const calls = bff();
    const group = await translate(path);
    fireEvent.click(within(group).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toEqual(['नोटिस - translation (hi).pdf']));
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/doc-ai/export')!.init!.body))).toEqual({ text: HINDI, format: 'pdf', kind: 'translation', language: 'hi', sourceName: 'notice.pdf' });
    expect(await screen.findByText('Your file is downloading.')).toHaveAttribute('role', 'status');
    fireEvent.click(within(group).getByRole('button', { name: 'Download DOCX' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/doc-ai/export')).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((c) => c.url === '/api/doc-ai/export')[1].init!.body)).format).toBe('docx');
  });

  it('saves the result as a draft of the stored user and links to My drafts', async () => {
    const calls = bff();
    const group = await translate('/doc.ai');
    fireEvent.click(within(group).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('link', { name: 'Open My drafts' })).toHaveAttribute('href', '/dashboard/drafts');
    expect(screen.getByText(/Saved to My drafts as “Translation of notice.pdf”\./).closest('[role="status"]')).not.toBeNull();
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/drafts/saveDraft')!.init!.body))).toEqual({ userId: 'u-1', documentContent: HINDI, title: 'Translation of notice.pdf' });
  });

  it('shows a failed download or save in the page, and offers nothing before there is a result', async () => {
    bff({ export: { status: 503, body: { error: 'The file converter is not answering.', code: 'DEPENDENCY_DOWN' } }, save: { status: 413, body: { error: 'Too many drafts.', code: 'QUOTA_EXCEEDED' } } });
    renderAt('/idk');
    expect(screen.queryByRole('group', { name: 'Keep this result' })).not.toBeInTheDocument();
    const group = await translate(null);
    fireEvent.click(within(group).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The file could not be made: The file converter is not answering.')).toHaveAttribute('role', 'alert');
    fireEvent.click(within(group).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The draft could not be saved: Too many drafts.')).toHaveAttribute('role', 'alert');
    expect(downloads).toEqual([]);
  });
});
