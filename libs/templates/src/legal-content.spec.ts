import { loadCatalogue } from './index';

// Legal points a reviewer found wrong or missing in the texts (issue 16); each is checked here so
// that a later edit of a template cannot quietly bring the mistake back.
const text = (file: string) => loadCatalogue().find((t) => t.file === file)!.text;

describe('will: attesting witnesses and beneficiaries', () => {
  const will = text('will.txt');

  it('says that a gift to an attesting witness or the witness\'s spouse is void (ISA s.67)', () => {
    expect(will).toContain('section 67 of the Indian Succession Act, 1925');
    expect(will).toMatch(/gift[^.]*to an attesting witness[^.]*(wife|husband|spouse)[^.]*\bvoid\b/i);
    // The will itself stays valid; only the gift to the witness fails.
    expect(will).toMatch(/will itself (remains|stays) valid/i);
  });

  it('tells the testator not to use a beneficiary, or a beneficiary\'s spouse, as a witness', () => {
    expect(will).toMatch(/witness[^.]*must not be a beneficiary[^.]*(wife|husband|spouse) of a beneficiary/i);
    // The witnesses themselves confirm it when they sign.
    expect(will).toMatch(/neither of us[^.]*(nor|or) the (husband|wife|spouse)[^.]*is a beneficiary under this Will/i);
  });

  it('nowhere suggests that a beneficiary may be a witness', () => {
    expect(will).not.toMatch(/preferabl|ideally|should not normally|may (also )?(be|act as) (a|an attesting) witness|can (also )?(be|act as) (a|an attesting) witness/i);
  });
});

describe('regular bail: the section depends on the court', () => {
  const bail = text('regular-bail-application.txt');
  const sentences = bail.split(/(?<=\.)\s+|\n+/);

  it('cites both sections in the heading, each with its CrPC predecessor', () => {
    expect(bail).toMatch(/SECTION 480 \/ SECTION 483 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023 \(FORMERLY SECTION 437 \/ SECTION 439 OF THE CODE OF CRIMINAL PROCEDURE, 1973\)/);
  });

  it('says section 480 (formerly CrPC s.437) is for a Magistrate and section 483 (formerly s.439) for a Court of Session or the High Court', () => {
    expect(sentences.some((s) => /section 480\b/i.test(s) && /formerly section 437\b/i.test(s) && /to a Magistrate/.test(s))).toBe(true);
    expect(sentences.some((s) => /section 483\b/i.test(s) && /formerly section 439\b/i.test(s) && /to a Court of Session or the High Court/.test(s))).toBe(true);
  });

  it('never ties section 480 to a Court of Session or the High Court, nor section 483 to a Magistrate', () => {
    for (const sentence of sentences) {
      const cites480 = /\b480\b/.test(sentence);
      const cites483 = /\b483\b/.test(sentence);
      if (cites480 && !cites483) expect(sentence).not.toMatch(/Session|High Court/i);
      if (cites483 && !cites480) expect(sentence).not.toMatch(/Magistrate/i);
    }
  });
});

describe('rent agreements: Maharashtra registers every leave and licence (issue 31)', () => {
  it.each(['rent-agreement-11-months.txt', 'rent-agreement-hindi.txt'])('%s does not say that eleven months escapes registration everywhere', (file) => {
    const rent = text(file);
    // The Registration Act reason stays, with the Maharashtra exception beside it.
    expect(rent).toMatch(/Maharashtra|महाराष्ट्र/);
    expect(rent).toMatch(/(section|धारा) 55/);
    expect(rent).toMatch(/whatever its term|अवधि कुछ भी हो/);
  });
  it.each(['rent-agreement-11-months.txt', 'rent-agreement-hindi.txt'])('%s says section 55 covers letting as well as leave and licence', (file) => {
    expect(text(file)).toMatch(/leave and licence or letting|अनुज्ञप्ति\) या किरायेदारी/);
  });
});

describe('cheque dishonour notice: the offence is the failure to pay after the notice', () => {
  const notice = text('cheque-dishonour-notice.txt');
  it('does not call the dishonour itself an offence', () => {
    expect(notice).not.toMatch(/dishonour of the cheque[^.]*is an offence/i);
    // NI Act s.138(c): an offence only when the drawer does not pay within 15 days of receiving the notice.
    expect(notice).toMatch(/becomes an offence if you do not pay[^.]*within fifteen days of receiving this notice/);
  });
});

describe('Hindi RTI application: the fee line does not contradict the BPL exemption (issue 31)', () => {
  const rti = text('rti-application-hindi.txt');
  const item = (n: number) => rti.split('\n').find((l) => l.startsWith(`${n}.`))!;

  it('item 8 does not state that ₹10 was paid; the applicant fills in the fee, and BPL applicants pay none', () => {
    expect(item(8)).not.toMatch(/जमा किया गया/);
    expect(item(8)).toContain('{{fee_details}}');
    expect(item(8)).toMatch(/बीपीएल[^।]*कोई शुल्क नहीं/);
    expect(item(9)).toMatch(/कोई शुल्क देय नहीं/);
  });
  it('addresses the लोक सूचना अधिकारी, as the Act does', () => {
    expect(rti).toContain('लोक सूचना अधिकारी');
    expect(rti).not.toContain('जन सूचना अधिकारी');
  });
});
