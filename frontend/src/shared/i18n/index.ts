import { DEFAULT_INTERFACE_LANGUAGE, InterfaceLanguage, isInterfaceLanguage, LANGUAGE_OPTIONS } from '@lexmitra/contracts';
import i18n, { FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shellEn from './locales/en/shell.json';
import type screensEn from './locales/en/screens.json';

/**
 * i18next's namespace of the server's texts: serverText.ts's SERVER_NS, written again here because
 * importing it, or a module of its own, costs the landing page a chunk.
 */
const SERVER_NS = 'server';
/**
 * The matcher of server texts (serverText.ts) is needed only for a language other than English, so it
 * comes with that language's texts rather than with the landing page's JavaScript.
 */
let serverTexts: typeof import('./serverText') | undefined;

export type LocaleTree = typeof shellEn & typeof screensEn;

type Load = () => Promise<{ default: unknown }>;

/**
 * Each language's texts come in two files, both in i18next's one namespace (`translation`): the
 * shell's (`shell.json`: the header, footer, landing page, shared words and error meanings) and
 * every other screen's (`screens.json`), fetched with the first other screen or dialog that opens
 * (loadScreenTexts, called by the route table and the lazy dialogs), so the landing page carries a
 * fifth of the English texts. English's shell ships in the first download; every other file is its
 * own chunk. The server texts (libs/contracts' refusal texts, `locales/server/<code>.json`, i18next
 * namespace `server`) are fetched only when a language other than English is chosen: an English
 * screen shows the server's own words, so English's server texts are needed only to recognise a
 * refusal to translate.
 */
type Part = 'shell' | 'screens';
const LOCALES: Record<InterfaceLanguage, Record<Part, Load> & { server: Load }> = {
  en: { shell: async () => ({ default: shellEn }), screens: () => import('./locales/en/screens.json'), server: () => import('./locales/server/en.json') },
  hi: { shell: () => import('./locales/hi/shell.json'), screens: () => import('./locales/hi/screens.json'), server: () => import('./locales/server/hi.json') },
  bn: { shell: () => import('./locales/bn/shell.json'), screens: () => import('./locales/bn/screens.json'), server: () => import('./locales/server/bn.json') },
};

/** Web fonts by language, fetched with the language (a script the system fonts may lack). */
const FONTS: Partial<Record<InterfaceLanguage, () => Promise<unknown>>> = {
  hi: () => import('./fonts/devanagari.css'),
  bn: () => import('./fonts/bengali.css'),
};

export const LANGUAGE_KEY = 'language';

export function storedLanguage(): InterfaceLanguage | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isInterfaceLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode): the default language
  }
}

function remember(code: InterfaceLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

/**
 * A number filled into a text ({{count}}, {{percent}}, {{page}}…) in the digits its reader expects:
 * the language's own when Intl gives it native ones (Bengali: ১২,৩৪৫), else as passed (English and
 * Hindi keep Latin digits, as their readers write them). Only numbers: codes, IP addresses and
 * e-mail addresses come in as strings and keep their characters. No text names a format
 * (`{{n, number}}`), so this formatter module replaces i18next's own (i18next 26 takes no
 * `interpolation.format` function; a formatter module is its way to format every value).
 */
const nativeNumbers = new Map<string, Intl.NumberFormat | null>();
function numberFormat(lng: string): Intl.NumberFormat | null {
  if (!nativeNumbers.has(lng)) {
    const format = new Intl.NumberFormat(`${lng.split('-')[0]}-IN`);
    nativeNumbers.set(lng, format.resolvedOptions().numberingSystem === 'latn' ? null : format);
  }
  return nativeNumbers.get(lng)!;
}
export const formatValue = (value: unknown, lng: string | undefined): unknown => (typeof value === 'number' && lng ? (numberFormat(lng)?.format(value) ?? value) : value);

const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => formatValue(value, lng) as string, // a number or string, as i18next stringifies it
};

void i18n.use(initReactI18next).use(digitsFormatter).init({
  lng: DEFAULT_INTERFACE_LANGUAGE,
  fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
  // A copy: the screens' trees are merged into this object later, and shellEn must stay the file's.
  resources: { en: { translation: { ...shellEn } } },
  // React escapes what it renders; every filled-in value passes formatValue (digits by language).
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
  initAsync: false,
});

/** `<html lang dir>` follow the interface language, so screen readers pick the right voice. */
function markDocument(code: InterfaceLanguage) {
  const option = LANGUAGE_OPTIONS.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = option?.dir ?? 'ltr';
}

/** Which parts of which languages are in i18next already, and whether any screen wanted its texts. */
const loaded = new Set<string>([`${DEFAULT_INTERFACE_LANGUAGE}:shell`]);
let screensWanted = false;

/** Adds the parts of `code` not loaded yet (merged into `translation`: the keys stay 'drafts.title'). */
async function loadParts(code: InterfaceLanguage, parts: Part[]): Promise<void> {
  const missing = parts.filter((p) => !loaded.has(`${code}:${p}`));
  const trees = await Promise.all(missing.map((p) => LOCALES[code][p]()));
  missing.forEach((p, i) => {
    i18n.addResourceBundle(code, 'translation', trees[i].default, true, true);
    loaded.add(`${code}:${p}`);
  });
}

const partsWanted = (): Part[] => (screensWanted ? ['shell', 'screens'] : ['shell']);

/**
 * The texts of every screen past the landing page, in the interface language, fetched once: a
 * screen's or dialog's code and its texts load together, so it never shows a key.
 */
export function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  return loadParts(currentLanguage(), partsWanted());
}

/** Whether the screens' texts are in for the interface language (changing it may add them later). */
export const hasScreenTexts = (): boolean => loaded.has(`${currentLanguage()}:screens`);

/** All of a language's texts (for words in another language than the interface's, useLoadedLanguage). */
export const loadLanguageTexts = (code: InterfaceLanguage): Promise<void> => loadParts(code, ['shell', 'screens']);
export const hasLanguageTexts = (code: InterfaceLanguage): boolean => loaded.has(`${code}:shell`) && loaded.has(`${code}:screens`);

/**
 * Switches the interface: fetches the language's texts (the parts already in use in the old
 * language) and font once, then re-renders every screen: no key shows in between.
 * `persist: false` applies a language without writing the browser's choice (none is used yet).
 */
export async function changeLanguage(code: InterfaceLanguage, { persist = true } = {}): Promise<void> {
  const servers: [InterfaceLanguage, Load][] = code === DEFAULT_INTERFACE_LANGUAGE ? [] : [[DEFAULT_INTERFACE_LANGUAGE, LOCALES[DEFAULT_INTERFACE_LANGUAGE].server], [code, LOCALES[code].server]];
  const missing = servers.filter(([lng]) => !i18n.hasResourceBundle(lng, SERVER_NS));
  const [bundles] = await Promise.all([
    Promise.all(missing.map(([, load]) => load())),
    loadParts(code, partsWanted()),
    FONTS[code]?.(),
    code === DEFAULT_INTERFACE_LANGUAGE || serverTexts ? undefined : import('./serverText').then((m) => (serverTexts = m)),
  ]);
  missing.forEach(([lng], i) => i18n.addResourceBundle(lng, SERVER_NS, bundles[i].default, true, true));
  await loadParts(code, partsWanted()); // a screen that opened meanwhile wants its texts in this language too
  if (persist) remember(code);
  markDocument(code);
  await i18n.changeLanguage(code);
}

/**
 * The first interface language among the browser's preferred ones (`hi-IN` is Hindi), for a first
 * visit: nothing chosen here yet. Not stored, so the browser's setting keeps deciding until the
 * person picks a language themselves.
 */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): InterfaceLanguage | null {
  for (const tag of preferred) {
    const code = tag?.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(code)) return code;
  }
  return null;
}

/** At start-up: the language this browser chose before (else the browser's own), loaded before the first render. */
export function initLanguage(): Promise<void> {
  const code = storedLanguage() ?? browserLanguage() ?? DEFAULT_INTERFACE_LANGUAGE;
  markDocument(code);
  return code === DEFAULT_INTERFACE_LANGUAGE ? Promise.resolve() : changeLanguage(code, { persist: false }).catch(() => markDocument(DEFAULT_INTERFACE_LANGUAGE));
}

export const currentLanguage = (): InterfaceLanguage => (isInterfaceLanguage(i18n.language) ? i18n.language : DEFAULT_INTERFACE_LANGUAGE);

/**
 * The words of a server refusal for the screen. English shows the server's own (often more
 * specific) text; another language shows its translation of that very text when it is one of the
 * contracts' texts (namespace `server`), else the meaning of the code when it has one, else the server's words.
 * A document past a reading limit comes with `limit` (which one, its numbers): its sentence is
 * written from `documentLimits` with its numbers grouped the Indian way in the reader's digits
 * (Hindi 50,00,000, Bengali ৫০,০০,০০০): an old record without `limit` is matched by its English words.
 */
export function localizeError(code: string | undefined, serverText: string, limit?: unknown): string {
  if (i18n.language === DEFAULT_INTERFACE_LANGUAGE) return serverText;
  // A limit's sentence is written by the server-text module, loaded with the language: not on the landing page.
  const translated = serverTexts?.translateServerText(i18n, serverText, limit);
  if (translated) return translated;
  const key = `errors.codes.${code}`;
  return code && i18n.exists(key) ? i18n.t(key as 'errors.codes.INTERNAL') : serverText;
}

/** A locale's whole tree (both parts), for the test that compares them with English. */
export const loadLocale = async (code: InterfaceLanguage): Promise<LocaleTree> => {
  const [shell, screens] = await Promise.all([LOCALES[code].shell(), LOCALES[code].screens()]);
  return { ...(shell.default as object), ...(screens.default as object) } as LocaleTree;
};
/** One part of a locale, for the test that keeps the shell's part small and the parts apart. */
export const loadLocalePart = async (code: InterfaceLanguage, part: Part): Promise<Record<string, unknown>> => (await LOCALES[code][part]()).default as Record<string, unknown>;
export const loadServerTexts = async (code: InterfaceLanguage): Promise<unknown> => (await LOCALES[code].server()).default;

export { i18n };
