import { act } from '@testing-library/react';
import { browserLanguage, changeLanguage, i18n, initLanguage, LANGUAGE_KEY, loadScreenTexts } from '.';

/** Sets what the browser says it prefers, as navigator.languages does (most wanted first). */
function prefer(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

describe('Bengali in the interface', () => {
  beforeAll(() => loadScreenTexts());

  afterEach(async () => {
    localStorage.clear();
    prefer(['en-US', 'en']);
    await act(() => changeLanguage('en', { persist: false }));
  });

  it.each([['bn'], ['bn-IN'], ['bn-BD']])('is chosen on a first visit when the browser asks for %s', async (tag) => {
    prefer([tag, 'en']);
    expect(browserLanguage()).toBe('bn');
    await act(() => initLanguage());
    expect(i18n.language).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('common.cancel')).toBe('বাতিল');
    // The browser's wish is not a choice: nothing is written down until the person picks one.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it("keeps a language chosen before over the browser's", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    prefer(['bn-IN']);
    await act(() => initLanguage());
    expect(i18n.language).toBe('hi');
  });

  it('falls back to English for a browser that asks only for languages without an interface', () => {
    prefer(['fr-FR', 'de']);
    expect(browserLanguage()).toBeNull();
  });

  it('writes counts in Bengali digits and picks the Bengali plural, keeping codes and addresses as typed', async () => {
    await act(() => changeLanguage('bn', { persist: false }));
    expect(i18n.t('activity.firm.count', { count: 1 })).toBe('১টি রেকর্ড');
    expect(i18n.t('activity.firm.count', { count: 12345 })).toBe('১২,৩৪৫টি রেকর্ড');
    expect(i18n.t('firms.created', { name: 'Sen & Co', code: 'AB12CD' })).toContain('AB12CD');
    expect(i18n.t('account.sessionLine', { ip: '10.0.0.7', when: 'x' })).toContain('10.0.0.7');
  });

  it('leaves English and Hindi numbers in Latin digits', async () => {
    expect(i18n.t('activity.firm.count', { count: 12345 })).toBe('12345 records');
    await act(() => changeLanguage('hi', { persist: false }));
    expect(i18n.t('activity.firm.count', { count: 3 })).toMatch(/^3 /);
  });
});
