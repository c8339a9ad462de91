import { answerFromPassages, buildDocument, CONTEXT_TERMS, EXPLANATIONS, REPLACEMENTS, sentencesOf, simplifyText, summarizeExtractive } from '../src';

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

describe('offline answers a person can use (issue 33)', () => {
  const notice = buildDocument('pdf', [
    {
      number: 1,
      text:
        'LEGAL NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT\n\n' +
        'My client Smt. Kamla Devi lent you a sum aggregating to Rs. 5,00,000 in the year 2024 against your promise to repay it within six months. ' +
        'You issued cheque No. 004512 dated 01.08.2026 for Rs. 5,00,000 drawn on State Bank of India in discharge of that debt. ' +
        'The cheque was returned unpaid with the remark funds insufficient on 12.08.2026. ' +
        'You are hereby called upon to pay the said amount of Rs. 5,00,000 within 15 days of the receipt of this notice. ' +
        'The interest at 9.5 per cent a year shall also be due from the date of the cheque. ' +
        'The weather was pleasant and the office was busy that week. ' +
        'Failing which my client shall initiate criminal proceedings against you under Sec. 138 of the Act.',
    },
  ]);

  it('keeps "Rs. 5,00,000", "No. 004512" and "9.5 per cent" inside their sentences', () => {
    const sentences = sentencesOf(notice.pages[0].paragraphs[1]);
    expect(sentences).toContain('My client Smt. Kamla Devi lent you a sum aggregating to Rs. 5,00,000 in the year 2024 against your promise to repay it within six months.');
    expect(sentences).toContain('The interest at 9.5 per cent a year shall also be due from the date of the cheque.');
    expect(sentences.every((s) => !/\b(Rs|No|Sec|Smt)\.$/.test(s))).toBe(true);
  });

  it('ends every summary sentence at a sentence boundary, never at "Rs."', () => {
    for (const length of [2, 3, 4, 5]) {
      const summary = summarizeExtractive(notice, length);
      expect(summary).toMatch(/[.!?।]$/);
      expect(summary).not.toMatch(/\bRs\.$|\bRs\. [A-Z]/);
      expect(summary).not.toContain('LEGAL NOTICE UNDER SECTION');
    }
  });

  it('tells a Hindi reader who asks in Hindi about an English notice what it can and cannot do', () => {
    const answer = answerFromPassages(notice, 'चेक की राशि कितनी है?', 'hi');
    expect(answer).not.toBe('');
    expect(answer).toContain('AI मॉडल नहीं है');
    expect(answer).toContain('सारांश');
    expect(answer).toMatch(/रोमन लिपि/);
  });

  it('tells an English reader the same when the question is in Devanagari', () => {
    const answer = answerFromPassages(notice, 'चेक की राशि कितनी है?', 'en');
    expect(answer).toContain('no AI model');
    expect(answer).toContain('Summarise');
  });

  it('still says nothing (the screen says "no answer") when the question shares the script but no words', () => {
    expect(answerFromPassages(notice, 'zzzz qqqq')).toBe('');
  });
});
