import { answerFromPassages, buildDocument, CONTEXT_TERMS, EXPLANATIONS, REPLACEMENTS, simplifyText, summarizeExtractive } from '../src';

describe('glossary simplification', () => {
  it('has at least 150 distinct terms and no duplicates', () => {
    const terms = [...REPLACEMENTS, ...EXPLANATIONS].map(([t]) => t.toLowerCase()).concat(CONTEXT_TERMS.map((c) => c.term.toLowerCase()));
    expect(terms.length).toBeGreaterThanOrEqual(150);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('replaces jargon, keeps sentence case, and explains terms of art once', () => {
    const input = 'Whereas the deponent filed an affidavit. The aforesaid affidavit was accepted prima facie, inter alia for delay.';
    const { text, replaced, explained } = simplifyText(input);
    expect(text).toBe('Since the person making this statement filed an affidavit (a written statement sworn to be true). The earlier-mentioned affidavit was accepted at first sight, among other things for delay.');
    expect(replaced).toEqual(expect.arrayContaining(['whereas', 'the deponent', 'aforesaid', 'prima facie', 'inter alia']));
    expect(explained).toEqual(['affidavit']);
  });

  it('prefers the longer term and does not touch words that merely contain a term', () => {
    const { text } = simplifyText('He sought anticipatory bail. The dowry-free wedding had no bailiff.');
    expect(text).toContain('anticipatory bail (a court direction, given before any arrest, that if the person is arrested they are to be released on bail)');
    expect(text).not.toContain('bailiff (');
  });
});

describe('extractive summary and passage answers', () => {
  const doc = buildDocument('pdf', [
    { number: 1, text: 'This is a tenancy dispute between the landlord and the tenant of a shop in Pune.\n\nThe tenant paid rent until March and then stopped paying for six months.' },
    { number: 2, text: 'The weather on the day of the hearing was pleasant and the court room was full.\n\nThe court held that the tenant is liable and directed the tenant to pay the arrears of rent within 30 days.' },
    { number: 3, text: 'The security deposit of fifty thousand rupees shall be adjusted against the arrears.\n\nA copy of the order was given to both sides.' },
  ]);

  it('keeps the sentences about the outcome, in reading order', () => {
    const summary = summarizeExtractive(doc, 3);
    expect(summary).toContain('directed the tenant to pay the arrears of rent within 30 days');
    expect(summary).not.toContain('weather');
    expect(summary.indexOf('tenancy dispute')).toBeLessThan(summary.indexOf('held that'));
  });

  it('quotes the best passage with its page number', () => {
    const answer = answerFromPassages(doc, 'What happens to the security deposit?');
    expect(answer).toContain('“The security deposit of fifty thousand rupees shall be adjusted against the arrears.” (page 3)');
    expect(answerFromPassages(doc, 'zzzz qqqq')).toBe('');
  });

  it('leads in and names pages in Hindi for a Hindi reader, quoting the document as written', () => {
    const answer = answerFromPassages(doc, 'What happens to the security deposit?', 'hi');
    expect(answer).toMatch(/^दस्तावेज़ के ये हिस्से आपके प्रश्न का सबसे नज़दीकी उत्तर देते हैं:/);
    expect(answer).toContain('“The security deposit of fifty thousand rupees shall be adjusted against the arrears.” (पृष्ठ 3)');
  });
});

it('does not repeat a sentence that the document repeats', () => {
  const repeated = 'The deponent states that the rent of twelve thousand rupees was due every month.';
  const doc = buildDocument('pdf', Array.from({ length: 10 }, (_, i) => ({ number: i + 1, text: `${repeated}\n\nOn page ${i + 1} the court recorded the hearing of item ${i + 1} and its outcome.` })));
  const summary = summarizeExtractive(doc, 5);
  expect(summary.split(repeated).length - 1).toBe(1);
});
