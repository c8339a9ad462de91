/**
 * Every Bengali text the product ships follows docs/bengali-style.md (spellings.ts): the SPA's
 * locale files and server texts, the mails and notices, the templates, and any Bengali in the
 * sources. The legal knowledge base's answers are checked where they live (libs/legal-kb).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BENGALI_SPELLINGS, bengaliSpellingProblems } from './spellings';
import { repoRoot as root, shippedTextFiles } from '../shipped-texts';

describe('one spelling in shipped Bengali (docs/bengali-style.md)', () => {
  const files = shippedTextFiles();

  it('reads the locale files, server texts, mails and templates', () => {
    const names = files.map((f) => relative(root, f));
    expect(names).toEqual(expect.arrayContaining([
      'frontend/src/shared/i18n/locales/bn/shell.json',
      'frontend/src/shared/i18n/locales/bn/screens.json',
      'frontend/src/shared/i18n/locales/server/bn.json',
      'libs/mail/src/bn.ts',
      'libs/mail/src/notifications.ts',
      'libs/templates/catalogue/rent-agreement-bengali.txt',
      'libs/templates/catalogue/rti-application-bengali.txt',
    ]));
    expect(names.filter((n) => n.endsWith('-bengali.txt')).length).toBeGreaterThanOrEqual(8);
  });

  it.each(BENGALI_SPELLINGS.map((r) => [r.use, r]))('writes %s', (_use, rule) => {
    const found = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(new RegExp(rule.not.source, 'g'))].map((m) => `${relative(root, f)}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('finds each rejected spelling, and passes the chosen one', () => {
    expect(bengaliSpellingProblems('আপনার ইমেইল দেখুন, নোটিশ পড়ুন, এফিডেভিট দিন, সরকারী দফতরের কর্মকর্তা')).toEqual(['ইমেইল → ই-মেল', 'নোটিশ → নোটিস', 'এফিডেভিট → হলফনামা', 'কর্মকর্তা → আধিকারিক', 'সরকারী → সরকারি']);
    // য় in either encoding is the same letter.
    expect(bengaliSpellingProblems('ভাড়াটি\u09DFা আর ভাড়াটি\u09AF\u09BCা')).toHaveLength(2);
    expect(bengaliSpellingProblems('আপনার ই-মেল দেখুন, উকিলের নোটিস পড়ুন, হলফনামা দিন; সরকারি দফতরের জনতথ্য আধিকারিক, ভাড়াটে, খোরপোশ, কলকাতা হাইকোর্ট')).toEqual([]);
  });

  it('the style sheet lists every rule', () => {
    const sheet = readFileSync(join(root, 'docs/bengali-style.md'), 'utf8');
    for (const rule of BENGALI_SPELLINGS) expect(sheet).toContain(rule.use);
  });
});
