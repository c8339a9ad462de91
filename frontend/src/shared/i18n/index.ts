import { DEFAULT_INTERFACE_LANGUAGE, InterfaceLanguage, InterfaceLanguageSchema, LANGUAGE_OPTIONS } from '@lexmitra/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { translateServerText } from './serverText';

export type LocaleTree = typeof en;

/**
 * One line per interface language: its locale file. English ships in the first download; every
 * other file is its own chunk, fetched only when that language is chosen.
 */
const LOCALES: Record<InterfaceLanguage, () => Promise<{ default: unknown }>> = {
  en: async () => ({ default: en }),
  hi: () => import('./locales/hi.json'),
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
  if (!i18n.hasResourceBundle(code, 'translation')) {
    const [bundle] = await Promise.all([LOCALES[code](), FONTS[code]?.()]);
    i18n.addResourceBundle(code, 'translation', bundle.default, true, true);
  } else {
    await FONTS[code]?.();
  }
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
 * contracts' texts (`serverText`), else the meaning of the code when it has one, else the server's words.
 */
export function localizeError(code: string | undefined, serverText: string): string {
  if (i18n.language === DEFAULT_INTERFACE_LANGUAGE) return serverText;
  const translated = translateServerText(i18n, serverText);
  if (translated) return translated;
  const key = `errors.codes.${code}`;
  return code && i18n.exists(key) ? i18n.t(key as 'errors.codes.INTERNAL') : serverText;
}

/** Every locale's tree, for the test that compares them with English. */
export const loadLocale = async (code: InterfaceLanguage): Promise<unknown> => (await LOCALES[code]()).default;

export { i18n };
