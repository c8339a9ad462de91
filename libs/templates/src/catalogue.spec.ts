import { fillPlaceholders, placeholdersOf } from '@lexmitra/contracts';
import fs from 'node:fs';
import { CATALOGUE_DIR, loadCatalogue } from './index';

describe('template catalogue', () => {
  const catalogue = loadCatalogue();

  it('lists at least 15 templates, each a file of the folder, with a name and a category', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(15);
    const files = fs.readdirSync(CATALOGUE_DIR).filter((f) => f.endsWith('.txt')).sort();
    expect(catalogue.map((t) => t.file).sort()).toEqual(files);
    expect(new Set(catalogue.map((t) => t.name)).size).toBe(catalogue.length);
    for (const t of catalogue) {
      expect(t.url).toBe(`templates/${t.file}`);
      expect(t.name.trim()).not.toBe('');
      expect(t.category.trim()).not.toBe('');
    }
  });

  it('gives every template placeholders, written {{snake_case}} only', () => {
    for (const t of catalogue) {
      expect(t.placeholders.length).toBeGreaterThanOrEqual(3);
      // A malformed placeholder ({{Name}}, {name}) would never be filled by the form.
      const all = t.text.match(/\{\{[^}]*\}\}/g) ?? [];
      expect(all.every((p) => /^\{\{[a-z0-9_]+\}\}$/.test(p))).toBe(true);
      expect(t.text).not.toMatch(/[^{]\{[a-z_]+\}[^}]/);
    }
  });

  it('cites the statutes the issue names, with their sections', () => {
    const text = (file: string) => catalogue.find((t) => t.file === file)!.text;
    expect(text('cheque-dishonour-notice.txt')).toContain('section 138 of the Negotiable Instruments Act, 1881');
    expect(text('regular-bail-application.txt')).toMatch(/SECTION 480 \/ SECTION 483 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023 \(FORMERLY SECTION 437 \/ SECTION 439/);
    expect(text('anticipatory-bail-application.txt')).toMatch(/SECTION 482 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023 \(FORMERLY SECTION 438/);
    expect(text('rti-application.txt')).toContain('SECTION 6(1) OF THE RIGHT TO INFORMATION ACT, 2005');
    expect(text('consumer-complaint.txt')).toContain('CONSUMER PROTECTION ACT, 2019');
    expect(text('partnership-deed.txt')).toContain('Indian Partnership Act, 1932');
  });

  it('has Hindi templates (issue 17) with the same blanks as their English ones and the RTI Act facts', () => {
    const text = (file: string) => catalogue.find((t) => t.file === file)!;
    for (const [hindi, english] of [['general-affidavit-hindi.txt', 'general-affidavit.txt'], ['rti-application-hindi.txt', 'rti-application.txt'], ['rent-agreement-hindi.txt', 'rent-agreement-11-months.txt']]) {
      expect(text(hindi).text.match(/[\u0900-\u097f]/g)!.length).toBeGreaterThan(300);
      // The same {{blanks}}, so one form fills either language.
      expect([...text(hindi).placeholders].sort()).toEqual([...text(english).placeholders].sort());
    }
    const rti = text('rti-application-hindi.txt').text;
    expect(rti).toContain('सूचना का अधिकार अधिनियम, 2005 की धारा 6(1) के अंतर्गत आवेदन');
    expect(rti).toContain('₹10');
    expect(rti).toMatch(/धारा 7\(1\)[^।]*तीस दिनों/);
    expect(rti).toMatch(/धारा 19\(1\)[^।]*प्रथम अपील/);
    expect(rti).toContain('धारा 6(3)');
    expect(text('general-affidavit-hindi.txt').text).toContain('भारतीय न्याय संहिता, 2023 की धारा 229');
    expect(text('rent-agreement-hindi.txt').text).toContain('पंजीकरण अधिनियम, 1908 की धारा 17');
  });

  // The drafts people asked for: each in English and Hindi with the same blanks, citing the law it rests on.
  const PAIRS = [
    ['reply-to-legal-notice.txt', 'reply-to-legal-notice-hindi.txt'],
    ['reply-to-cheque-dishonour-notice.txt', 'reply-to-cheque-dishonour-notice-hindi.txt'],
    ['police-complaint-fir.txt', 'police-complaint-fir-hindi.txt'],
    ['complaint-to-superintendent-of-police.txt', 'complaint-to-superintendent-of-police-hindi.txt'],
    ['maintenance-application.txt', 'maintenance-application-hindi.txt'],
    ['security-deposit-refund-notice.txt', 'security-deposit-refund-notice-hindi.txt'],
    ['regular-bail-application.txt', 'regular-bail-application-hindi.txt'],
    ['anticipatory-bail-application.txt', 'anticipatory-bail-application-hindi.txt'],
    ['vakalatnama.txt', 'vakalatnama-hindi.txt'],
    ['consumer-complaint.txt', 'consumer-complaint-hindi.txt'],
  ];
  const byFile = (file: string) => catalogue.find((t) => t.file === file)!;

  it.each(PAIRS)('has %s in Hindi too (%s), with the same blanks and a Hindi name', (english, hindi) => {
    expect(byFile(hindi).text.match(/[\u0900-\u097f]/g)!.length).toBeGreaterThan(300);
    expect([...byFile(hindi).placeholders].sort()).toEqual([...byFile(english).placeholders].sort());
    expect(byFile(hindi).name).toMatch(/^[\u0900-\u097f]/);
  });

  it('puts the firm beside the advocate on every notice and reply a firm sends', () => {
    for (const file of ['reply-to-legal-notice', 'reply-to-cheque-dishonour-notice', 'security-deposit-refund-notice'].flatMap((f) => [`${f}.txt`, `${f}-hindi.txt`])) {
      expect(byFile(file).placeholders).toEqual(expect.arrayContaining(['advocate_name', 'firm_name', 'advocate_address']));
    }
  });

  it('cites the law of the new drafts correctly, in both languages', () => {
    const en = (file: string) => byFile(`${file}.txt`).text;
    const hi = (file: string) => byFile(`${file}-hindi.txt`).text;
    // A cheque reply: a legally enforceable debt, the rebuttable presumption, the fifteen days to pay.
    expect(en('reply-to-cheque-dishonour-notice')).toMatch(/legally enforceable debt/);
    expect(en('reply-to-cheque-dishonour-notice')).toMatch(/presumption under section 139[^.]*rebuttable/);
    expect(en('reply-to-cheque-dishonour-notice')).toMatch(/fifteen days of receiving the notice/);
    expect(hi('reply-to-cheque-dishonour-notice')).toMatch(/धारा 139 की उपधारणा खंडनीय/);
    // The police: information at any station, a free copy of the FIR; the Superintendent under 173(4), then the Magistrate under 175(3).
    expect(en('police-complaint-fir')).toMatch(/section 173\(2\)/);
    expect(en('police-complaint-fir')).toMatch(/any police station, whatever the area/);
    expect(hi('police-complaint-fir')).toMatch(/धारा 173\(2\)[^।]*निःशुल्क/);
    expect(en('complaint-to-superintendent-of-police')).toMatch(/section 173\(4\) of the Bharatiya Nagarik Suraksha Sanhita, 2023/);
    expect(en('complaint-to-superintendent-of-police')).toMatch(/section 175\(3\) of the Sanhita \(formerly section 156\(3\) of the Code of Criminal Procedure, 1973\)/);
    expect(hi('complaint-to-superintendent-of-police')).toMatch(/धारा 175\(3\) \(पहले दंड प्रक्रिया संहिता, 1973 की धारा 156\(3\)\)/);
    // Maintenance: BNSS s.144 (formerly CrPC s.125), jurisdiction under s.145, interim maintenance, Rajnesh v. Neha.
    expect(en('maintenance-application')).toContain('SECTION 144 OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023 (FORMERLY SECTION 125 OF THE CODE OF CRIMINAL PROCEDURE, 1973)');
    expect(en('maintenance-application')).toMatch(/section 145 of the Sanhita/);
    expect(en('maintenance-application')).toMatch(/second proviso to section 144\(1\)/);
    expect(en('maintenance-application')).toMatch(/sixty days/);
    expect(en('maintenance-application')).toContain('Rajnesh v. Neha (2020)');
    expect(hi('maintenance-application')).toContain('भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 144 (पहले दंड प्रक्रिया संहिता, 1973 की धारा 125)');
    // The Hindi bail applications keep the court rule of the English one.
    expect(hi('regular-bail-application')).toMatch(/मजिस्ट्रेट के समक्ष आवेदन[^।]*धारा 480 \(पहले दंड प्रक्रिया संहिता, 1973 की धारा 437\)/);
    expect(hi('regular-bail-application')).toMatch(/सत्र न्यायालय या उच्च न्यायालय के समक्ष आवेदन धारा 483 \(पहले दंड प्रक्रिया संहिता, 1973 की धारा 439\)/);
    expect(hi('anticipatory-bail-application')).toContain('धारा 482 (पहले दंड प्रक्रिया संहिता, 1973 की धारा 438)');
    expect(hi('consumer-complaint')).toContain('उपभोक्ता संरक्षण अधिनियम, 2019 की धारा 35');
    expect(hi('vakalatnama')).toContain('आदेश III, नियम 4');
  });

  it('has Bengali templates with the blanks of their English ones and the West Bengal facts', () => {
    const text = (file: string) => catalogue.find((t) => t.file === file)!;
    const bengali = catalogue.filter((t) => t.file.endsWith('-bengali.txt'));
    expect(bengali.length).toBeGreaterThanOrEqual(8);
    for (const t of bengali) {
      expect(t.text.match(/[\u0980-\u09ff]/g)!.length).toBeGreaterThan(300);
      // Marked as the Hindi ones are: the name in Bengali, then the English name and the language in brackets.
      expect(t.name).toMatch(/^[\u0980-\u09ff].*\(.*, Bengali\)$/);
    }
    for (const [file, english] of [['general-affidavit-bengali.txt', 'general-affidavit.txt'], ['name-change-affidavit-bengali.txt', 'name-change-affidavit.txt'], ['rti-application-bengali.txt', 'rti-application.txt'], ['rent-agreement-bengali.txt', 'rent-agreement-11-months.txt'], ['cheque-dishonour-notice-bengali.txt', 'cheque-dishonour-notice.txt']]) {
      expect([...text(file).placeholders].sort()).toEqual([...text(english).placeholders].sort());
    }
    const rti = text('rti-application-bengali.txt').text;
    expect(rti).toContain('তথ্যের অধিকার আইন, ২০০৫-এর ৬(১) ধারা অনুযায়ী আবেদন');
    // West Bengal RTI Rules, 2006, rule 3: ₹10 court fee (or stamp paper, DD, banker's cheque, IPO); ₹2 a page.
    expect(rti).toMatch(/পশ্চিমবঙ্গ তথ্যের অধিকার নিয়মাবলি, ২০০৬-এর ৩ নিয়ম[^।]*₹১০/);
    expect(rti).toContain('প্রতি পাতা ₹২');
    expect(rti).toMatch(/বিপিএল[^।]*কোনো ফি দিতে হয় না/);
    expect(rti).toMatch(/৭\(১\) ধারায়[^।]*তিরিশ দিনের/);
    expect(rti).toContain('রাজ্য জনতথ্য আধিকারিক');
    expect(text('rent-agreement-bengali.txt').text).toContain('পশ্চিমবঙ্গ প্রেমিসেস টেনান্সি আইন, ১৯৯৭ (West Bengal Premises Tenancy Act, 1997)');
    expect(text('rent-agreement-bengali.txt').text).toContain('রেজিস্ট্রেশন আইন, ১৯০৮-এর ১৭ ধারা');
    expect(text('maintenance-application-bengali.txt').text).toContain('ভারতীয় নাগরিক সুরক্ষা সংহিতা, ২০২৩-এর ১৪৪ ধারা অনুযায়ী খোরপোশের আবেদন (পূর্বে ফৌজদারি কার্যবিধি, ১৯৭৩-এর ১২৫ ধারা)');
    expect(text('police-complaint-bengali.txt').text).toMatch(/১৭৩\(১\) ধারা[\s\S]*১৭৩\(৪\) ধারা/);
    expect(text('general-affidavit-bengali.txt').text).toContain('ভারতীয় ন্যায় সংহিতা, ২০২৩-এর ২২৯ ধারায়');
    expect(text('cheque-dishonour-notice-bengali.txt').text).toContain('নেগোশিয়েবল ইনস্ট্রুমেন্টস আইন, ১৮৮১-এর ১৩৮ ধারা');
  });

  it('fills placeholders and leaves unfilled ones visible', () => {
    const text = 'I, {{deponent_name}}, of {{ address }}, aged {{age}}.';
    expect(placeholdersOf(text)).toEqual(['deponent_name', 'address', 'age']);
    expect(fillPlaceholders(text, { deponent_name: 'Ánanya Gupta', address: ' ', age: '34' })).toBe('I, Ánanya Gupta, of {{ address }}, aged 34.');
    // A value that looks like a placeholder is inserted literally, not expanded again.
    expect(fillPlaceholders('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
  });
});
