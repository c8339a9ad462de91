import { DIARY_TEXT, INTERFACE_LANGUAGE_CODES, UI_TEXT } from '@lexmitra/contracts';
import serverEn from './locales/server/en.json';
import { loadLocale, loadLocalePart, loadServerTexts } from '.';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a locale as 'a.b.c' → value. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The {{placeholders}} a text fills in; a translation must keep every one. */
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * How a locale tree differs from English's: keys missing or extra, empty texts, placeholders lost.
 * Other people add English keys while a translation is being written, so the report names every
 * key that needs a text, one per line, rather than a diff of two long arrays.
 */
function differences(english: Map<string, string>, locale: Map<string, string>): string[] {
  const missing = [...english.keys()].filter((k) => !locale.has(k));
  const extra = [...locale.keys()].filter((k) => !english.has(k));
  const empty = [...locale].filter(([, v]) => v.trim() === '').map(([k]) => k);
  const changed = [...english].filter(([k, v]) => locale.has(k) && placeholders(v).join() !== placeholders(locale.get(k)!).join()).map(([k]) => k);
  return [
    ...missing.map((k) => `missing: ${k} (English: "${english.get(k)}")`),
    ...extra.map((k) => `not in English: ${k}`),
    ...empty.map((k) => `empty: ${k}`),
    ...changed.map((k) => `placeholders differ: ${k} (English has {{${placeholders(english.get(k)!).join('}}, {{')}}})`),
  ];
}

/** A locale tree against English's: no key missing or extra, none empty, every placeholder kept. */
function expectSameTree(english: Map<string, string>, locale: Map<string, string>, what: string) {
  const found = differences(english, locale);
  if (found.length) throw new Error(`${what}: ${found.length} difference(s) from English:\n  ${found.join('\n  ')}`);
}

describe('locale files', () => {
  it.each(INTERFACE_LANGUAGE_CODES)('%s has exactly the keys of English, none empty, with the same placeholders, in the same part', async (code) => {
    for (const part of ['shell', 'screens'] as const) {
      expectSameTree(leaves((await loadLocalePart('en', part)) as Tree), leaves((await loadLocalePart(code, part)) as Tree), `locales/${code}/${part}.json`);
    }
  });

  it('covers Bengali and Hindi, and names each key a translation lacks', async () => {
    expect(INTERFACE_LANGUAGE_CODES).toEqual(expect.arrayContaining(['en', 'hi', 'bn']));
    // A translation as it will be when someone adds an English key: built from English here, so
    // this holds whatever keys the real files have today.
    const english = leaves((await loadLocalePart('en', 'screens')) as Tree);
    const translation = new Map(english);
    translation.delete('drafts.title');
    translation.set('pricing.perMonth', '');
    expect(() => expectSameTree(english, translation, 'locales/bn/screens.json')).toThrow(
      'locales/bn/screens.json: 2 difference(s) from English:\n  missing: drafts.title (English: "Drafts")\n  empty: pricing.perMonth',
    );
    expect(() => expectSameTree(english, new Map(english), 'locales/bn/screens.json')).not.toThrow();
  });

  it("splits each locale into the shell's part and the screens' part, without a tree in both", async () => {
    for (const code of INTERFACE_LANGUAGE_CODES) {
      const [shell, screens] = [Object.keys(await loadLocalePart(code, 'shell')), Object.keys(await loadLocalePart(code, 'screens'))];
      expect(shell.filter((k) => screens.includes(k))).toEqual([]);
      expect(shell).toEqual(expect.arrayContaining(['common', 'header', 'footer', 'landing', 'errors']));
    }
  });

  it.each(INTERFACE_LANGUAGE_CODES)('server/%s.json has exactly the keys of server/en.json, none empty, with the same placeholders', async (code) => {
    expectSameTree(leaves(serverEn as Tree), leaves((await loadServerTexts(code)) as Tree), `locales/server/${code}.json`);
  });

  it("keeps docs/product.md §8's texts to the letter in English", async () => {
    const en = await loadLocale('en');
    // contracts' UI_TEXT holds docs/product.md §5 and §8's strings; en.json's errors section must match it.
    expect(en.errors).toMatchObject(UI_TEXT);
    expect(en.diary).toMatchObject({ badTime: DIARY_TEXT.badTime, notPdf: DIARY_TEXT.notPdf });
  });
});
