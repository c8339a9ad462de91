import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';

type Reply = { status: number; body?: unknown; text?: string; blob?: Blob } | Promise<{ status: number; body?: unknown; text?: string }>;
type Call = { url: string; method: string; body?: unknown };

const TEMPLATES = [
  { name: 'General Affidavit', url: 'templates/general-affidavit.txt', category: 'Affidavits' },
  { name: 'Will', url: 'templates/will.txt', category: 'Family and Succession' },
];
const AFFIDAVIT = 'AFFIDAVIT\n\nI, {{deponent_name}}, aged {{age}} years, state as under:';
const ME = { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' }, via: 'session' } };

/** A scripted BFF: text, JSON and binary answers, as fetch gives them to shared/http. */
function bff(overrides: (url: string, method: string) => Reply | undefined = () => undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = await (overrides(url, method) ?? defaults(url, method));
    const text = 'text' in reply && reply.text !== undefined ? reply.text : reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300, status: reply.status, statusText: String(reply.status),
      text: async () => text, json: async () => JSON.parse(text), blob: async () => ('blob' in reply && reply.blob) || new Blob([text]),
    };
  }) as unknown as typeof fetch;
  return calls;
}

function defaults(url: string, method: string): Reply {
  if (url === '/api/auth/me') return ME;
  if (url === '/api/drafts/getAllTemplateNames') return { status: 200, body: TEMPLATES };
  if (url.startsWith('/api/drafts/getTemplate?')) return { status: 200, text: AFFIDAVIT };
  if (url === '/api/drafts' && method === 'GET') return { status: 200, body: [] };
  if (url === '/api/drafts/saveDraft') return { status: 201, body: { id: 'd1', title: 'General Affidavit', templateUrl: TEMPLATES[0].url, version: 1, size: 10, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' } };
  if (url === '/api/drafts/convertFile') return { status: 200, blob: new Blob(['%PDF-1.7']) };
  return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
}

const editor = () => screen.getByLabelText(/^Draft text/) as HTMLTextAreaElement;
async function pickAffidavit() {
  const select = await screen.findByLabelText('Template');
  await screen.findByRole('option', { name: 'General Affidavit' });
  fireEvent.change(select, { target: { value: 'templates/general-affidavit.txt' } });
  await waitFor(() => expect(editor().value).toBe(AFFIDAVIT));
}

describe('draft editor', () => {
  let downloads: string[];
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('userId', 'u-1');
    downloads = [];
    URL.createObjectURL = () => 'blob:file';
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { downloads.push(this.download); });
    window.confirm = jest.fn(() => true);
  });
  afterEach(() => jest.restoreAllMocks());

  it("lists templates under 'Select a Template', loads the chosen one and fills its blanks from the form", async () => {
    const calls = bff();
    renderAt('/drafts');
    expect(await screen.findByRole('option', { name: 'Select a Template' })).toBeInTheDocument();
    await pickAffidavit();
    expect(calls.map((c) => c.url)).toContain('/api/drafts/getTemplate?url=templates%2Fgeneral-affidavit.txt');
    const form = screen.getByRole('form', { name: 'Fill in the blanks' });
    fireEvent.change(within(form).getByLabelText('Name of the person making the statement'), { target: { value: 'Ánanya Gupta' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Fill in the draft' }));
    expect(editor().value).toBe('AFFIDAVIT\n\nI, Ánanya Gupta, aged {{age}} years, state as under:');
    expect(within(form).getByText(/^1 blank is left/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Age (years)')).toBeInTheDocument();
  });

  it("offers the firm's name in a notice's firm blank, put in the text only when the person fills it", async () => {
    const NOTICE = '{{advocate_name}}\nAdvocate, {{firm_name}}\n{{advocate_address}}\n\nREPLY TO YOUR LEGAL NOTICE';
    const firm = { id: 'f1', name: 'Sharma & Associates', description: '', myRole: 'Associate', permissions: [], members: [], invites: [] };
    bff((url) => (url === '/api/firms/mine' ? { status: 200, body: { firm } } : url.startsWith('/api/drafts/getTemplate?') ? { status: 200, text: NOTICE } : undefined));
    renderAt('/dashboard/drafts');
    const select = await screen.findByLabelText('Template');
    await screen.findByRole('option', { name: 'General Affidavit' });
    fireEvent.change(select, { target: { value: 'templates/general-affidavit.txt' } });
    await waitFor(() => expect(editor().value).toBe(NOTICE));
    const form = screen.getByRole('form', { name: 'Fill in the blanks' });
    await waitFor(() => expect(within(form).getByLabelText('Firm name')).toHaveValue('Sharma & Associates'));
    expect(within(form).getByLabelText("Advocate's name")).toHaveValue('');
    expect(editor().value).toContain('{{firm_name}}');
    fireEvent.click(within(form).getByRole('button', { name: 'Fill in the draft' }));
    expect(editor().value).toBe('{{advocate_name}}\nAdvocate, Sharma & Associates\n{{advocate_address}}\n\nREPLY TO YOUR LEGAL NOTICE');
  });

  it('shows docs/product.md §8 errors when templates cannot be fetched', async () => {
    bff((url) => (url === '/api/drafts/getAllTemplateNames' ? { status: 500, body: { error: 'x', code: 'INTERNAL' } } : undefined));
    renderAt('/drafts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Error fetching template types. Please try again later.');
  });

  it('shows the docs/product.md §8 error when a template text cannot be fetched', async () => {
    bff((url) => (url.startsWith('/api/drafts/getTemplate') ? { status: 503, body: { error: 'down', code: 'DEPENDENCY_DOWN' } } : undefined));
    renderAt('/drafts');
    const select = await screen.findByLabelText('Template');
    await screen.findByRole('option', { name: 'Will' });
    fireEvent.change(select, { target: { value: 'templates/will.txt' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Error fetching template content. Please try again later.');
  });

  it('saves with the stored userId, then saves again as a new version of the same draft', async () => {
    const calls = bff();
    renderAt('/drafts');
    await pickAffidavit();
    fireEvent.change(editor(), { target: { value: 'AFFIDAVIT edited' } });
    expect(screen.getByText('(unsaved changes)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Draft saved successfully')).toBeInTheDocument();
    expect(screen.queryByText('(unsaved changes)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/drafts/saveDraft')).toHaveLength(2));
    const saves = calls.filter((c) => c.url === '/api/drafts/saveDraft').map((c) => c.body);
    expect(saves[0]).toEqual({ userId: 'u-1', documentContent: 'AFFIDAVIT edited', title: 'General Affidavit', templateUrl: 'templates/general-affidavit.txt' });
    expect(saves[1]).toMatchObject({ draftId: 'd1' });
  });

  it("says 'User ID not found. Please log in.' without a stored user, sending nothing", async () => {
    const calls = bff();
    localStorage.clear();
    renderAt('/dashboard/drafts');
    await screen.findByRole('option', { name: 'Will' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: User ID not found. Please log in.');
    expect(calls.some((c) => c.url === '/api/drafts/saveDraft')).toBe(false);
  });

  it("reports a refused save as 'Error saving draft: {message}'", async () => {
    bff((url) => (url === '/api/drafts/saveDraft' ? { status: 403, body: { error: 'This request names another user. Please sign in again.', code: 'FORBIDDEN' } } : undefined));
    renderAt('/drafts');
    await pickAffidavit();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Error saving draft: This request names another user. Please sign in again.');
  });

  it('downloads PDF and DOCX named after the template file, and reports a failed download', async () => {
    let fail = false;
    const calls = bff((url) => (url === '/api/drafts/convertFile' && fail ? { status: 503, body: { error: 'The file converter is unavailable right now.', code: 'DEPENDENCY_DOWN' } } : undefined));
    renderAt('/drafts');
    await pickAffidavit();
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(downloads).toEqual(['general-affidavit.pdf']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'DOCX' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'DOCX' }));
    await waitFor(() => expect(downloads).toEqual(['general-affidavit.pdf', 'general-affidavit.docx']));
    expect(calls.find((c) => c.url === '/api/drafts/convertFile')?.body).toEqual({ content: AFFIDAVIT, fileType: 'pdf', fileName: 'general-affidavit' });
    fail = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'DOCX' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'DOCX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Error downloading file as DOCX: The file converter is unavailable right now.');
  });

  it("disables the controls and shows 'Loading...' while a call runs", async () => {
    let release: (r: { status: number; body: unknown }) => void = () => {};
    bff((url) => (url === '/api/drafts/saveDraft' ? new Promise((r) => (release = r)) : undefined));
    renderAt('/drafts');
    await pickAffidavit();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    for (const name of ['Save', 'PDF', 'DOCX']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(editor()).toBeDisabled();
    expect(screen.getByLabelText('Template')).toBeDisabled();
    await act(async () => release(defaults('/api/drafts/saveDraft', 'POST') as { status: number; body: unknown }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('lists my drafts and reopens one into the editor', async () => {
    const draft = { id: 'd7', title: 'Rent for Flat 4B', templateUrl: null, version: 3, size: 20, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-02T00:00:00Z' };
    bff((url) => {
      if (url === '/api/drafts') return { status: 200, body: [draft] };
      if (url === '/api/drafts/d7') return { status: 200, body: { ...draft, documentContent: 'RENT AGREEMENT\nBetween {{landlord_name}}', versions: [] } };
      return undefined;
    });
    renderAt('/drafts');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Rent for Flat 4B' }));
    await waitFor(() => expect(editor().value).toBe('RENT AGREEMENT\nBetween {{landlord_name}}'));
    expect(screen.getByText('Version 3', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText("Landlord's full name")).toBeInTheDocument();
  });

  it('warns before leaving the page with unsaved changes', async () => {
    bff();
    const { router } = renderAt('/drafts');
    await pickAffidavit();
    fireEvent.change(editor(), { target: { value: 'changed' } });
    await act(async () => void router.navigate('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/drafts');
    expect(editor().value).toBe('changed');
    await act(async () => void router.navigate('/home'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  describe('a first-hour user (issue 33)', () => {
    const RENT_HI = '# किरायानामा\n\nयह किरायानामा आज दिनांक {{agreement_date}} को {{city}} में किया गया:\n\n{{landlord_name}}, निवासी {{landlord_address}}, प्रथम पक्ष;';
    const withHindi = () => bff((url) => {
      if (url === '/api/drafts/getAllTemplateNames') return { status: 200, body: [...TEMPLATES, { name: 'किरायानामा, 11 महीने (Rent Agreement, Hindi)', url: 'templates/rent-agreement-hindi.txt', category: 'Property' }] };
      if (url === '/api/drafts/getTemplate?url=templates%2Frent-agreement-hindi.txt') return { status: 200, text: RENT_HI };
      return undefined;
    });

    it('asks for a Hindi template\'s blanks in Hindi and shows the draft rendered, without "# " or {{…}}', async () => {
      withHindi();
      renderAt('/drafts');
      const select = await screen.findByLabelText('Template');
      await screen.findByRole('option', { name: 'Rent Agreement, 11 Months (in Hindi)' });
      fireEvent.change(select, { target: { value: 'templates/rent-agreement-hindi.txt' } });
      const form = await screen.findByRole('form', { name: 'Fill in the blanks' });
      expect(within(form).getByLabelText('मकान मालिक का पूरा नाम')).toBeInTheDocument();
      expect(within(form).getByLabelText('शहर')).toBeInTheDocument();
      const preview = screen.getByLabelText('The draft as it reads');
      expect(within(preview).getByRole('heading', { name: 'किरायानामा' })).toBeInTheDocument();
      expect(preview.textContent).not.toMatch(/#|\{\{/);
      expect(preview).toHaveTextContent('मकान मालिक का पूरा नाम, निवासी मकान मालिक का पता, प्रथम पक्ष;');
      expect(editor()).not.toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Edit text' }));
      expect(editor()).toBeVisible();
      expect(editor().value).toBe(RENT_HI);
    });

    it("asks for a Bengali template's blanks in Bengali, whatever the interface language", async () => {
      const COMPLAINT_BN = 'প্রতি,\nভারপ্রাপ্ত আধিকারিক\n{{police_station}} থানা\n\n# অভিযোগ\n\nআমি, {{complainant_name}}, জেলা {{district}}, নিম্নলিখিত ঘটনার অভিযোগ জানাচ্ছি।';
      bff((url) => {
        if (url === '/api/drafts/getAllTemplateNames') return { status: 200, body: [...TEMPLATES, { name: 'থানায় অভিযোগ, বিএনএসএস ১৭৩ ধারা (Complaint to the Police, Bengali)', url: 'templates/police-complaint-bengali.txt', category: 'Criminal' }] };
        if (url === '/api/drafts/getTemplate?url=templates%2Fpolice-complaint-bengali.txt') return { status: 200, text: COMPLAINT_BN };
        return undefined;
      });
      renderAt('/drafts');
      const select = await screen.findByLabelText('Template');
      await screen.findByRole('option', { name: 'থানায় অভিযোগ, বিএনএসএস ১৭৩ ধারা (Complaint to the Police, Bengali)' });
      fireEvent.change(select, { target: { value: 'templates/police-complaint-bengali.txt' } });
      const form = await screen.findByRole('form', { name: 'Fill in the blanks' });
      expect(within(form).getByLabelText('থানা')).toBeInTheDocument();
      expect(within(form).getByLabelText('অভিযোগকারীর পুরো নাম')).toBeInTheDocument();
      expect(within(form).getByLabelText('জেলা')).toBeInTheDocument();
      const preview = screen.getByLabelText('The draft as it reads');
      expect(within(preview).getByRole('heading', { name: 'অভিযোগ' })).toBeInTheDocument();
      expect(preview.textContent).not.toMatch(/#|\{\{/);
    });

    it('keeps the blanks form after every blank is filled, so a value can be changed', async () => {
      bff();
      renderAt('/drafts');
      await pickAffidavit();
      const form = screen.getByRole('form', { name: 'Fill in the blanks' });
      fireEvent.change(within(form).getByLabelText('Name of the person making the statement'), { target: { value: 'Asha Rao' } });
      fireEvent.change(within(form).getByLabelText('Age (years)'), { target: { value: '34' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Fill in the draft' }));
      expect(editor().value).toBe('AFFIDAVIT\n\nI, Asha Rao, aged 34 years, state as under:');
      expect(within(form).getByText(/Every blank is filled/)).toBeInTheDocument();
      const age = within(form).getByLabelText('Age (years)');
      expect(age).toHaveValue('34');
      fireEvent.change(age, { target: { value: '43' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Update the draft' }));
      expect(editor().value).toBe('AFFIDAVIT\n\nI, Asha Rao, aged 43 years, state as under:');
    });

    it('saves a draft under the name given, so two notices from one template can be told apart', async () => {
      const calls = bff((url) => (url === '/api/drafts/saveDraft' ? { status: 201, body: { id: 'd1', title: 'Notice to Rohan Mehta', templateUrl: TEMPLATES[0].url, version: 1, size: 10, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' } } : undefined));
      renderAt('/drafts');
      await pickAffidavit();
      const name = screen.getByLabelText('Draft name');
      expect(name).toHaveValue('General Affidavit');
      fireEvent.change(name, { target: { value: 'Notice to Rohan Mehta' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((c) => c.url === '/api/drafts/saveDraft')).toBe(true));
      expect(calls.find((c) => c.url === '/api/drafts/saveDraft')!.body).toMatchObject({ title: 'Notice to Rohan Mehta', documentContent: AFFIDAVIT });
      // Renaming alone is a change to save.
      await waitFor(() => expect(screen.queryByText('(unsaved changes)')).toBeNull());
      fireEvent.change(name, { target: { value: 'Notice to R. Mehta (second cheque)' } });
      expect(screen.getByText('(unsaved changes)')).toBeInTheDocument();
    });
  });
});
