import { changeLanguage } from '../../shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';

const ME = { uid: 'u-1', email: 'asha@example.in' };
const DOC = { uniqueID: 'Zm9vYmFyYmF6cXV4MTIzNDU2', name: 'Notice.pdf', size: 2048, kind: 'pdf', contentType: 'application/pdf', email: ME.email, uploadedAt: '2025-03-04T10:30:00.000Z', uploadedByMe: true };

type Route = (url: string, init?: RequestInit) => Response | undefined;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pdfResponse = () => new Response(new Uint8Array([37, 80, 68, 70, 45]), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "inline; filename=\"Notice.pdf\"; filename*=UTF-8''Notice.pdf" } });

/** A scripted BFF answering with real Fetch Responses (the viewer needs blob()). */
function bff(route: Route, signedIn = true) {
  const calls: { url: string; init?: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/api/auth/me')) return signedIn ? json(200, { user: ME }) : json(401, { error: 'Please sign in.', code: 'UNAUTHENTICATED' });
    return route(url, init) ?? json(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
  return calls;
}

/** XMLHttpRequest stand-in: records the upload and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  method = '';
  url = '';
  body?: FormData;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const list = (items: unknown[]) => json(200, { items, page: 1, pageSize: 10, total: items.length });
const region = (name: string) => screen.getByRole('region', { name });

async function choose(file: File) {
  const input = within(region('Client Upload')).getByLabelText('Choose a PDF, DOC or DOCX file, or a photo');
  fireEvent.change(input, { target: { files: [file] } });
  await within(region('Client Upload')).findByText(new RegExp(file.name));
}

describe('document library screens', () => {
  beforeEach(() => {
    localStorage.clear();
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = jest.fn();
    (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    FakeXhr.last = undefined;
  });

  it('shows Client Upload, Access PDF and the list with docs/product.md §8 texts on /dashboard/available-documents', async () => {
    bff((url) => (url.includes('/api/pdf?') ? list([DOC]) : undefined));
    renderAt('/dashboard/available-documents');
    expect(await screen.findByRole('heading', { name: 'Available Docs' })).toBeInTheDocument();
    expect(within(region('Client Upload')).getByText('No document uploaded yet.')).toBeInTheDocument();
    expect(within(region('Client Upload')).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(within(region('Client Upload')).getByRole('button', { name: 'Review' })).toBeDisabled();
    const access = region('Access PDF');
    expect(within(access).getByPlaceholderText('Enter Email')).toHaveValue(ME.email);
    expect(within(access).getByPlaceholderText('Enter Unique ID')).toHaveValue('');
    expect(within(access).getByText('No document accessed yet.')).toBeInTheDocument();
    const item = (await screen.findByText('Notice.pdf')).closest('li')!;
    expect(item).toHaveTextContent('2 KB');
    expect(item).toHaveTextContent('2025');
    expect(item).toHaveTextContent(DOC.uniqueID);
    for (const action of ['View', 'Download', 'Delete']) expect(within(item).getByRole('button', { name: `${action} Notice.pdf` })).toBeInTheDocument();
  });

  it('previews the chosen PDF, uploads it with a progress bar and shows the new unique ID', async () => {
    let listed: unknown[] = [];
    bff((url) => (url.includes('/api/pdf?') ? list(listed) : undefined));
    renderAt('/available-documents');
    await screen.findByRole('region', { name: 'Client Upload' });
    fireEvent.click(within(region('Client Upload')).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.last).toBeUndefined(); // docs/product.md §5: nothing happens without a file

    await choose(new File(['%PDF-1.4 test'], 'Notice.pdf', { type: 'application/pdf' }));
    expect(within(region('Client Upload')).getByTitle('Document Viewer: Notice.pdf')).toHaveAttribute('src', 'blob:http://localhost/1');
    fireEvent.change(within(region('Client Upload')).getByLabelText('Send it to someone else (their e-mail, optional)'), { target: { value: 'ravi@example.in' } });
    fireEvent.click(within(region('Client Upload')).getByRole('button', { name: 'Upload' }));
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/pdf/upload', true]);
    expect(xhr.body?.get('email')).toBe('ravi@example.in');
    expect((xhr.body?.get('file') as File).name).toBe('Notice.pdf');
    await waitFor(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '0.4');
    listed = [DOC];
    xhr.respond(201, { uniqueID: DOC.uniqueID, name: 'Notice.pdf', size: 13, uploadedAt: DOC.uploadedAt });
    expect(await within(region('Client Upload')).findByText(DOC.uniqueID)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The list is refreshed with the new document.
    expect(await screen.findByRole('button', { name: 'View Notice.pdf' })).toBeInTheDocument();
  });

  it('shows the server refusal in the page when the file is not really a PDF', async () => {
    bff((url) => (url.includes('/api/pdf?') ? list([]) : undefined));
    renderAt('/available-documents');
    await screen.findByRole('region', { name: 'Client Upload' });
    await choose(new File(['not a pdf'], 'scan.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(region('Client Upload')).getByRole('button', { name: 'Upload' }));
    FakeXhr.last!.respond(415, { error: 'Only PDF, DOC and DOCX files, or JPEG and PNG photos of a document, can be uploaded. This file is not one of them.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await within(region('Client Upload')).findByRole('alert')).toHaveTextContent('Only PDF, DOC and DOCX files, or JPEG and PNG photos of a document, can be uploaded.');
    expect(screen.getByText('No documents yet. Upload one above and it will be listed here.')).toBeInTheDocument();
  });

  it('takes the PNG photo of a notice that Doc AI takes, and shows it (issue 33)', async () => {
    bff((url) => (url.includes('/api/pdf?') ? list([]) : undefined));
    renderAt('/available-documents');
    await screen.findByRole('region', { name: 'Client Upload' });
    await choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'notice-photo.png', { type: 'image/png' }));
    expect(within(region('Client Upload')).queryByRole('alert')).toBeNull();
    expect(within(region('Client Upload')).getByRole('img', { name: 'Photo: notice-photo.png' })).toHaveAttribute('src', 'blob:http://localhost/1');
    fireEvent.click(within(region('Client Upload')).getByRole('button', { name: 'Upload' }));
    expect((FakeXhr.last!.body?.get('file') as File).name).toBe('notice-photo.png');
  });

  it('speaks plainly to a litigant in Hindi (issue 33)', async () => {
    bff((url) => (url.includes('/api/pdf?') ? list([]) : undefined));
    await act(() => changeLanguage('hi'));
    try {
      renderAt('/dashboard/available-documents');
      await screen.findByRole('region', { name: 'अपना दस्तावेज़ अपलोड करें' });
      expect(document.body.textContent).not.toMatch(/मुवक्किल/);
      expect(screen.getByText(/अपने कागज़ यहाँ सुरक्षित रखें/)).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('opens a document by e-mail and unique ID, and says so in the page when nothing matches', async () => {
    let found = false;
    const calls = bff((url) => {
      if (url.includes('/api/pdf?')) return list([]);
      if (url.endsWith('/api/pdf/access')) return found ? pdfResponse() : json(404, { error: 'No document matches this unique ID and e-mail.', code: 'NOT_FOUND' });
      return undefined;
    });
    renderAt('/available-documents');
    const access = await screen.findByRole('region', { name: 'Access PDF' });
    fireEvent.change(within(access).getByPlaceholderText('Enter Unique ID'), { target: { value: ' wrong-id ' } });
    fireEvent.click(within(access).getByRole('button', { name: 'Submit' }));
    expect(await within(access).findByRole('alert')).toHaveTextContent('No document matches this unique ID and e-mail.');
    expect(within(access).getByText('No document accessed yet.')).toBeInTheDocument();
    found = true;
    fireEvent.change(within(access).getByPlaceholderText('Enter Unique ID'), { target: { value: DOC.uniqueID } });
    fireEvent.click(within(access).getByRole('button', { name: 'Submit' }));
    expect(await within(access).findByTitle('Document Viewer: Notice.pdf')).toHaveAttribute('src', 'blob:http://localhost/1');
    const sent = calls.filter((c) => c.url.endsWith('/api/pdf/access')).map((c) => JSON.parse(String(c.init?.body)));
    expect(sent).toEqual([{ uniqueID: 'wrong-id', email: ME.email }, { uniqueID: DOC.uniqueID, email: ME.email }]);
  });

  it('views a listed document in Access PDF and deletes one after confirmation', async () => {
    let items: unknown[] = [DOC];
    const calls = bff((url, init) => {
      if (url.includes('/api/pdf?')) return list(items);
      if (url.endsWith('/api/pdf/access')) return pdfResponse();
      if (init?.method === 'DELETE') return (items = [], new Response(null, { status: 204 }));
      return undefined;
    });
    renderAt('/dashboard/available-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'View Notice.pdf' }));
    expect(await within(region('Access PDF')).findByTitle('Document Viewer: Notice.pdf')).toBeInTheDocument();
    expect(within(region('Access PDF')).getByPlaceholderText('Enter Unique ID')).toHaveValue(DOC.uniqueID);
    window.confirm = jest.fn(() => true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Notice.pdf' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Notice.pdf' })).toBeNull());
    expect(calls.some((c) => c.init?.method === 'DELETE' && c.url.endsWith(`/api/pdf/${DOC.uniqueID}`))).toBe(true);
    expect(screen.getByText(/No documents yet/)).toBeInTheDocument();
  });

  it('asks signed-out visitors of /available-documents to sign in, and hosts the tools on /client-view and /lawyer-view', async () => {
    bff(() => undefined, false);
    const first = renderAt('/available-documents');
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('region', { name: 'Client Upload' })).toBeNull();
    first.unmount();
    localStorage.setItem('userId', ME.uid);
    bff((url) => (url.includes('/api/pdf?') ? list([]) : undefined));
    const client = renderAt('/client-view');
    expect(await screen.findByRole('region', { name: 'Client Upload' })).toBeInTheDocument();
    client.unmount();
    renderAt('/lawyer-view');
    expect(await screen.findByRole('region', { name: 'Access PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Client Upload' })).toBeNull();
  });
});
