import { bareTerm, bareTermsOf, findStatuteRefs, statuteTerm } from '../src/statutes';

const keys = (text: string) => findStatuteRefs(text).map((r) => r.term);

describe('statute references as one unit', () => {
  it('reads the ways advocates write one section as the same reference', () => {
    const forms = ['s.138 NI Act', 'section 138 of the Negotiable Instruments Act, 1881', '138 NIA', 'Sec. 138 N.I. Act', 'u/s 138 NI Act', 'S. 138 of the N.I.Act'];
    for (const f of forms) expect([f, keys(f)]).toEqual([f, [statuteTerm('NIA', '138')]]);
  });

  it('maps the old codes to the new where the law does (IPC 498A = BNS 85/86, CrPC 438 = BNSS 482, 65B = BSA 63)', () => {
    expect(keys('IPC 498A')).toEqual(keys('Section 85 BNS'));
    expect(keys('s.86 of the Bharatiya Nyaya Sanhita')).toEqual(keys('498-A IPC'));
    expect(keys('BNSS 482')).toEqual(keys('section 438 Cr.P.C.'));
    expect(keys('BNSS 482')).not.toEqual(keys('section 482 CrPC'));
    expect(keys('section 482 CrPC')).toEqual(keys('Section 528 BNSS'));
    expect(keys('Section 65-B of the Evidence Act')).toEqual(keys('BSA 63'));
    expect(keys('IPC 302')).toEqual(keys('BNS 103'));
  });

  it('reads lists of sections with one act', () => {
    expect(keys('Sections 420, 467, 468 and 471 IPC')).toEqual(['420', '467', '468', '471'].map((s) => statuteTerm('IPC', s)));
    expect(keys('Articles 14 and 21 of the Constitution')).toEqual([statuteTerm('CONST', '14'), statuteTerm('CONST', '21')]);
  });

  it('takes the act named nearby when a section is bare, and nothing when none is', () => {
    expect(keys('The complaint under the Negotiable Instruments Act was late: section 142(b) allows condonation.')).toEqual([statuteTerm('NIA', '142')]);
    expect(keys('section 377 decriminalisation')).toEqual([]);
  });

  it('finds no reference in amounts, dates, years or case numbers', () => {
    expect(keys('Rs. 5,00,000 paid on 12.03.2019 in Criminal Appeal No. 1234 of 2019; the 2023 Act.')).toEqual([]);
  });

  it('reads references written in Bengali as the same units, in Bengali or Latin digits', () => {
    expect(keys('ধারা ৪৯৮এ আইপিসি')).toEqual(keys('498A IPC'));
    expect(keys('ভারতীয় দণ্ডবিধির ৪৯৮(ক) ধারা')).toEqual(keys('498A IPC'));
    expect(keys('ভারতীয় দণ্ডবিধির ৪৯৮ক ধারায়')).toEqual(keys('498A IPC'));
    expect(keys('আইপিসি-র ৩০৪বি ধারা')).toEqual(keys('304B IPC'));
    expect(keys('দণ্ডবিধির ৩০২ ধারা')).toEqual(keys('section 302 IPC'));
    expect(keys('ভারতীয় ন্যায় সংহিতার ১০৩ ধারা')).toEqual(keys('BNS 103'));
    // য় typed as one code point or as য + nukta is one word.
    expect(keys('ভারতী\u09AF\u09BC ন্যা\u09AF\u09BC সংহিতা ধারা ১০৩')).toEqual(keys('BNS 103'));
    expect(keys('বিএনএসএস-এর ৪৮২ ধারা')).toEqual(keys('section 438 CrPC'));
    expect(keys('ফৌজদারি কার্যবিধির ১২৫ ধারা')).toEqual(keys('BNSS 144'));
    expect(keys('সিআরপিসি ধারা 438')).toEqual(keys('BNSS 482'));
    expect(keys('সংবিধানের ২১ নম্বর অনুচ্ছেদ')).toEqual(keys('Article 21'));
    expect(keys('অনুচ্ছেদ ১৪ ও ২১')).toEqual(keys('Articles 14 and 21 of the Constitution'));
    expect(keys('নেগোশিয়েবল ইনস্ট্রুমেন্টস আইনের ১৩৮ ধারা')).toEqual(keys('s.138 NI Act'));
    expect(keys('এনআই অ্যাক্টের ১৩৮ ধারা')).toEqual(keys('s.138 NI Act'));
    expect(keys('হিন্দু বিবাহ আইনের ১৩ ধারা')).toEqual(keys('section 13 HMA'));
    expect(keys('ধারা 302 আইপিসি')).toEqual(keys('section 302 IPC'));
    // The Acts whose Bengali names the answer engine reads (libs/contracts holds one table for both).
    expect(keys('পকসো আইনের ৬ ধারা')).toEqual(keys('section 6 POCSO'));
    expect(keys('তথ্যপ্রযুক্তি আইনের ৬৬ডি ধারা')).toEqual(keys('section 66D of the Information Technology Act'));
    expect(keys('গার্হস্থ্য হিংসা আইনের ১২ ধারা')).toEqual(keys('section 12 of the Domestic Violence Act'));
    expect(keys('তথ্যের অধিকার আইনের ১৯ ধারা')).toEqual(keys('section 19 RTI Act'));
    // An unread letter after the number is another section, not 498.
    expect(keys('ধারা ৪৯৮ঐ আইপিসি')).toEqual([]);
    // A bare ধারা with no act near it stays no reference; উপধারা and ধারাবাহিক are other words.
    expect(keys('ধারা ৩৭৭ নিয়ে আলোচনা')).toEqual([]);
    expect(keys('আইপিসি-র উপধারা ২')).toEqual([]);
    expect(keys('আইপিসি ধারাবাহিক ৩')).toEqual([]);
  });

  it('reads references written in Hindi as the same units', () => {
    expect(keys('धारा 302 आईपीसी')).toEqual(keys('section 302 IPC'));
    expect(keys('भारतीय दंड संहिता की धारा 498A')).toEqual(keys('498A IPC'));
    expect(keys('भारतीय दण्ड संहिता की धारा 420')).toEqual(keys('420 IPC'));
    expect(keys('सीआरपीसी की धारा 438')).toEqual(keys('BNSS 482'));
    expect(keys('दंड प्रक्रिया संहिता की धारा 125')).toEqual(keys('section 125 CrPC'));
    expect(keys('भारतीय न्याय संहिता की धारा 103')).toEqual(keys('BNS 103'));
    expect(keys('बीएनएसएस धारा 173')).toEqual(keys('section 173 BNSS'));
    expect(keys('अनुच्छेद 21')).toEqual(keys('Article 21'));
    expect(keys('संविधान के अनुच्छेद 14 और 21')).toEqual(keys('Articles 14 and 21 of the Constitution'));
    expect(keys('धारा 138 परक्राम्य लिखत अधिनियम')).toEqual(keys('s.138 NI Act'));
    expect(keys('हिंदू विवाह अधिनियम की धारा 13')).toEqual(keys('section 13 HMA'));
    expect(keys('धारा ३०२ आईपीसी')).toEqual(keys('section 302 IPC'));
    expect(keys('धारा ४९८ए आईपीसी')).toEqual(keys('498A IPC'));
    expect(keys('आईपीसी की धारा 304बी')).toEqual(keys('304B IPC'));
    // A letter it does not read leaves no reference rather than the wrong section (498 is not 498A).
    expect(keys('धारा 498ऐ आईपीसी')).toEqual([]);
    // A bare धारा with no act near it stays no reference, as in English.
    expect(keys('धारा 377 और समलैंगिकता')).toEqual([]);
    // उपधारा (sub-section) holds धारा but is another word.
    expect(keys('आईपीसी की उपधारा 2')).toEqual([]);
  });

  it('gives spans that cover the reference as written', () => {
    const text = 'He was charged u/s 498A IPC and arrested.';
    const [r] = findStatuteRefs(text);
    expect(text.slice(r.start, r.end)).toBe('u/s 498A IPC');
  });
});

describe('sections written without their act', () => {
  it('are kept as bare terms on request, and a reference answers its old-code bare number', () => {
    expect(findStatuteRefs('quashing under section 482', { keepBare: true }).map((r) => r.term)).toEqual([bareTerm('482')]);
    expect(findStatuteRefs('quashing under section 482')).toEqual([]);
    expect(bareTermsOf(statuteTerm('CRPC', '482'))).toEqual([bareTerm('482')]);
    // BNSS 482 is CrPC 438 (anticipatory bail): it must not answer a bare "section 482" (quashing).
    expect(bareTermsOf(statuteTerm('BNSS', '482'))).toEqual([bareTerm('438')]);
  });
});
