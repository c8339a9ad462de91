import { DEFAULT_INTERFACE_LANGUAGE, InterfaceLanguage, InterfaceLanguageSchema, LANGUAGE_OPTIONS } from '@lexmitra/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { SERVER_NS, translateServerText } from './serverText';

export type LocaleTree = typeof en;

type Load = () => Promise<{ default: unknown }>;

/**
 * One line per interface language: its locale file and its server texts (libs/contracts' refusal
 * texts, `locales/server/<code>.json`, i18next namespace `server`). English's locale file ships in
 * the first download; every other file is its own chunk, fetched only when a language other than
 * English is chosen: an English screen shows the server's own words, so English's server texts are
 * needed only to recognise a refusal to translate.
 */
const LOCALES: Record<InterfaceLanguage, { texts: Load; server: Load }> = {
  en: { texts: async () => ({ default: en }), server: () => import('./locales/server/en.json') },
  hi: { texts: () => import('./locales/hi.json'), server: () => import('./locales/server/hi.json') },
};

/** Web fonts by language, fetched with the language (a script the system fonts may lack). */
const FONTS: Partial<Record<InterfaceLanguage, () => Promise<unknown>>> = {
  hi: () => import('./fonts/devanagari.css'),
};

export const LANGUAGE_KEY = 'language';

export function storedLanguage(): InterfaceLanguage | null {
  try {
    const parsed = InterfaceLanguageSchema.safeParse(localStorage.getItem(LANGUAGE_KEY));
    return parsed.success ? parsed.data : null;
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

void i18n.use(initReactI18next).init({
  lng: DEFAULT_INTERFACE_LANGUAGE,
  fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
  initAsync: false,
});

/** `<html lang dir>` follow the interface language, so screen readers pick the right voice. */
function markDocument(code: InterfaceLanguage) {
  const option = LANGUAGE_OPTIONS.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = option?.dir ?? 'ltr';
}

/**
 * Switches the interface: fetches the locale file and font once, then re-renders every screen.
 * `persist: false` applies a language without writing the browser's choice (none is used yet).
 */
export async function changeLanguage(code: InterfaceLanguage, { persist = true } = {}): Promise<void> {
  const wanted: [InterfaceLanguage, string, Load][] = [[code, 'translation', LOCALES[code].texts]];
  if (code !== DEFAULT_INTERFACE_LANGUAGE) {
    wanted.push([DEFAULT_INTERFACE_LANGUAGE, SERVER_NS, LOCALES[DEFAULT_INTERFACE_LANGUAGE].server], [code, SERVER_NS, LOCALES[code].server]);
  }
  const missing = wanted.filter(([lng, ns]) => !i18n.hasResourceBundle(lng, ns));
  const [bundles] = await Promise.all([Promise.all(missing.map(([, , load]) => load())), FONTS[code]?.()]);
  missing.forEach(([lng, ns], i) => i18n.addResourceBundle(lng, ns, bundles[i].default, true, true));
  if (persist) remember(code);
  markDocument(code);
  await i18n.changeLanguage(code);
}

/** At start-up: the language this browser chose before, loaded before the first render. */
export function initLanguage(): Promise<void> {
  const code = storedLanguage() ?? DEFAULT_INTERFACE_LANGUAGE;
  markDocument(code);
  return code === DEFAULT_INTERFACE_LANGUAGE ? Promise.resolve() : changeLanguage(code, { persist: false }).catch(() => markDocument(DEFAULT_INTERFACE_LANGUAGE));
}

export const currentLanguage = (): InterfaceLanguage => InterfaceLanguageSchema.catch(DEFAULT_INTERFACE_LANGUAGE).parse(i18n.language);

/**
 * The words of a server refusal for the screen. English shows the server's own (often more
 * specific) text; another language shows its translation of that very text when it is one of the
 * contracts' texts (namespace `server`), else the meaning of the code when it has one, else the server's words.
 */
export function localizeError(code: string | undefined, serverText: string): string {
  if (i18n.language === DEFAULT_INTERFACE_LANGUAGE) return serverText;
  const translated = translateServerText(i18n, serverText);
  if (translated) return translated;
  const key = `errors.codes.${code}`;
  return code && i18n.exists(key) ? i18n.t(key as 'errors.codes.INTERNAL') : serverText;
}

/** Every locale's trees, for the test that compares them with English. */
export const loadLocale = async (code: InterfaceLanguage): Promise<unknown> => (await LOCALES[code].texts()).default;
export const loadServerTexts = async (code: InterfaceLanguage): Promise<unknown> => (await LOCALES[code].server()).default;

export { i18n };
