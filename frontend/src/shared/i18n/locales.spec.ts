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

/** A locale tree against English's: no key missing or extra, none empty, every placeholder kept. */
function expectSameTree(english: Map<string, string>, locale: Map<string, string>) {
  expect([...locale.keys()].filter((k) => !english.has(k))).toEqual([]);
  expect([...english.keys()].filter((k) => !locale.has(k))).toEqual([]);
  expect([...locale].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  const changed = [...english].filter(([k, v]) => locale.has(k) && placeholders(v).join() !== placeholders(locale.get(k)!).join());
  expect(changed.map(([k]) => k)).toEqual([]);
}

describe('locale files', () => {
  it.each(INTERFACE_LANGUAGE_CODES)('%s has exactly the keys of English, none empty, with the same placeholders, in the same part', async (code) => {
    for (const part of ['shell', 'screens'] as const) {
      expectSameTree(leaves((await loadLocalePart('en', part)) as Tree), leaves((await loadLocalePart(code, part)) as Tree));
    }
  });

  it("splits each locale into the shell's part and the screens' part, without a tree in both", async () => {
    for (const code of INTERFACE_LANGUAGE_CODES) {
      const [shell, screens] = [Object.keys(await loadLocalePart(code, 'shell')), Object.keys(await loadLocalePart(code, 'screens'))];
      expect(shell.filter((k) => screens.includes(k))).toEqual([]);
      expect(shell).toEqual(expect.arrayContaining(['common', 'header', 'footer', 'landing', 'errors']));
    }
  });

  it.each(INTERFACE_LANGUAGE_CODES)('server/%s.json has exactly the keys of server/en.json, none empty, with the same placeholders', async (code) => {
    expectSameTree(leaves(serverEn as Tree), leaves((await loadServerTexts(code)) as Tree));
  });

  it("keeps docs/product.md §8's texts to the letter in English", async () => {
    const en = await loadLocale('en');
    // contracts' UI_TEXT holds docs/product.md §5 and §8's strings; en.json's errors section must match it.
    expect(en.errors).toMatchObject(UI_TEXT);
    expect(en.diary).toMatchObject({ badTime: DIARY_TEXT.badTime, notPdf: DIARY_TEXT.notPdf });
  });
});
