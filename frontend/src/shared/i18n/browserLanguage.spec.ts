import { browserLanguage } from '.';

describe("the browser's language on a first visit", () => {
  it('picks Hindi for hi-IN and hi, and the first interface language in the order preferred', () => {
    expect(browserLanguage(['hi-IN', 'en-IN', 'en'])).toBe('hi');
    expect(browserLanguage(['hi'])).toBe('hi');
    expect(browserLanguage(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(browserLanguage(['en-IN', 'hi-IN'])).toBe('en');
  });
  it('has no choice for languages the interface lacks', () => {
    expect(browserLanguage(['ta-IN', 'fr'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
