/**
 * Every Hindi text the product ships follows one spelling (spellings.ts). This reads the files:
 * the SPA's locale files and sources, the mails, server texts, templates, the document tools, the
 * BFF and the services. The legal knowledge base's answer texts are checked in libs/legal-kb
 * (test/hindi.spec.ts), where its search keywords can be told apart from what it shows.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { HINDI_SPELLINGS, hindiSpellingProblems } from './spellings';
import { repoRoot as root, shippedTextFiles } from '../shipped-texts';

describe('one spelling in shipped Hindi', () => {
  const files = shippedTextFiles();

  it('reads the locale files, mails and templates', () => {
    const names = files.map((f) => relative(root, f));
    expect(names).toEqual(expect.arrayContaining([
      'frontend/src/shared/i18n/locales/hi/shell.json',
      'frontend/src/shared/i18n/locales/hi/screens.json',
      'frontend/src/shared/i18n/locales/server/hi.json',
      'libs/mail/src/hi.ts',
      'libs/templates/catalogue/rent-agreement-hindi.txt',
      'libs/templates/catalogue/rti-application-hindi.txt',
    ]));
  });

  it.each(HINDI_SPELLINGS.map((r) => [r.use, r]))('writes %s', (_use, rule) => {
    const found = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(new RegExp(rule.not.source, 'g'))].map(() => relative(root, f));
    });
    expect(found).toEqual([]);
  });

  it('finds each rejected spelling, and passes the chosen one', () => {
    expect(hindiSpellingProblems('अपना ईमेल देखें, मेन्यू खोलें, अग्रिम जमानत माँगें')).toEqual(['ईमेल → ई-मेल', 'मेन्यू → मेनू', 'जमानत → ज़मानत']);
    expect(hindiSpellingProblems('गैर-जमानती अपराध, \u095Bमानतदार')).toEqual(['जमानत → ज़मानत', '\u095Bमानत → ज़मानत']);
    expect(hindiSpellingProblems('अपना ई-मेल देखें, मेनू खोलें, अग्रिम ज़मानत माँगें; गैर-ज़मानती, ज़मानतदार, अंतःकालीन लाभ')).toEqual([]);
  });
});
