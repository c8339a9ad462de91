import { EXPLANATIONS, simplifyText } from '../src';

// Plain words for Hindi court papers (content/glossary.hi.yaml). Each case is a sentence of the kind
// printed on a summons, a police notice or a revenue order.
describe('Hindi Simplify', () => {
  it('swaps formal words for everyday ones and explains court words once', () => {
    const { text, replaced, explained } = simplifyText('अतः आपको निर्देशित किया जाता है कि आप दिनांक 16.11.2026 को थाने में उपस्थित हों। अभियुक्त को सम्मन भेजा गया। अभियुक्त हाज़िर नहीं हुआ।');
    expect(text).toBe('इसलिए आपको निर्देश दिया जाता है कि आप तारीख़ 16.11.2026 को थाने में हाज़िर हों। अभियुक्त (जिस व्यक्ति पर अपराध का आरोप है) को सम्मन (अदालत में तय तारीख़ पर हाज़िर होने का सरकारी आदेश) भेजा गया। अभियुक्त हाज़िर नहीं हुआ।');
    expect(replaced.length).toBeGreaterThanOrEqual(3);
    expect(explained).toEqual(['अभियुक्त', 'सम्मन']);
  });

  it('never finds a word inside a longer one: वादी is not inside प्रतिवादी, उपस्थित not inside अनुपस्थित', () => {
    const { text } = simplifyText('प्रतिवादी अनुपस्थित रहा।');
    expect(text).toBe('प्रतिवादी (जिस पर मुकदमा किया गया है) ग़ैरहाज़िर रहा।');
    expect(text).not.toContain('जिसने दीवानी मुकदमा दायर किया');
  });

  it('explains the words of bail and land papers the issue names', () => {
    for (const term of ['मुचलका', 'ज़मानतदार', 'जमानतदार', 'दाखिल-खारिज', 'बेदखली', 'वादी', 'प्रतिवादी', 'सम्मन']) {
      expect([term, EXPLANATIONS.some(([t, m]) => t === term && m.length > 5)]).toEqual([term, true]);
    }
    const bail = simplifyText('अभियुक्त को 50,000 रुपये के मुचलके पर नहीं, बल्कि 50,000 रुपये का मुचलका और दो ज़मानतदार देने पर रिहा किया जाए।').text;
    expect(bail).toContain('मुचलका (अपना लिखित वादा');
    expect(bail).toContain('ज़मानतदार (वह व्यक्ति जो अदालत को भरोसा देता है');
  });

  it('leaves an English paper to the English glossary', () => {
    expect(simplifyText('The arrears shall be paid forthwith.').text).toBe('The arrears (money that fell due earlier and is still unpaid) shall be paid immediately.');
  });
});
