import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initLanguage, LANGUAGE_KEY } from '../../shared/i18n';
import { mockBff, renderAt, signedOut } from '../../test/render';

const me = { user: { uid: 'u1', email: 'asha@example.in' }, via: 'session' };

describe('interface language', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('switches the page to Hindi, sets <html lang> and remembers the choice in this browser', async () => {
    await initLanguage();
    mockBff(signedOut);
    renderAt('/pricing');
    expect(document.documentElement.lang).toBe('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Site language' }), 'हिन्दी');
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'साइट की भाषा' })).toHaveDisplayValue('हिन्दी');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'साइट की भाषा' }), 'English');
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it("starts in the language this browser chose before; anything else stored counts as English", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    await initLanguage();
    expect(document.documentElement.lang).toBe('hi');
    mockBff(signedOut);
    renderAt('/pricing');
    expect(screen.getByRole('link', { name: 'होम' })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    localStorage.setItem(LANGUAGE_KEY, 'xx');
    await initLanguage();
    expect(document.documentElement.lang).toBe('en');
  });

  it("saves a signed-in user's choice on the account", async () => {
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: me };
      if (url.endsWith('/api/auth/me/preferences')) return { status: 200, body: init?.method === 'PATCH' ? JSON.parse(String(init.body)) : { language: null } };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/pricing');
    await screen.findByRole('button', { name: /Account menu/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Site language' }), 'हिन्दी');
    const isPatch = (c: (typeof calls)[number]) => c.url.endsWith('/api/auth/me/preferences') && c.init?.method === 'PATCH';
    await waitFor(() => expect(calls.some(isPatch)).toBe(true));
    const patch = calls.find(isPatch)!;
    expect(JSON.parse(String(patch.init?.body))).toEqual({ language: 'hi' });
    expect(document.documentElement.lang).toBe('hi');
  });

  it("applies the account's language when a user is signed in, over this browser's English", async () => {
    const calls = mockBff((url) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: me };
      if (url.endsWith('/api/auth/me/preferences')) return { status: 200, body: { language: 'hi' } };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/pricing');
    expect(await screen.findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    // Applying the account's own language does not write it back.
    expect(calls.filter((c) => c.init?.method === 'PATCH')).toEqual([]);
  });

  it("gives an account without a language this browser's choice", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    await initLanguage();
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/auth/me')) return { status: 200, body: me };
      if (url.endsWith('/api/auth/me/preferences')) return { status: 200, body: init?.method === 'PATCH' ? JSON.parse(String(init.body)) : { language: null } };
      return { status: 404, body: { error: 'no', code: 'NOT_FOUND' } };
    });
    renderAt('/pricing');
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'PATCH')!.init?.body))).toEqual({ language: 'hi' });
    expect(document.documentElement.lang).toBe('hi');
  });
});
