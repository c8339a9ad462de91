/**
 * Languages of the interface: English plus docs/product.md §9's thirteen, each named in its own script.
 * `interface: true` marks those the screens are translated into; a language becomes choosable
 * by turning its flag on once frontend/src/shared/i18n/locales/<code>.json exists.
 */
export const LANGUAGE_OPTIONS = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr', interface: true },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', dir: 'ltr', interface: false },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', dir: 'ltr', interface: true },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', dir: 'ltr', interface: false },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr', interface: true },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', dir: 'ltr', interface: false },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', dir: 'ltr', interface: false },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', dir: 'ltr', interface: false },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली', dir: 'ltr', interface: false },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', dir: 'ltr', interface: false },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', dir: 'ltr', interface: false },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', dir: 'ltr', interface: false },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', dir: 'ltr', interface: false },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', dir: 'rtl', interface: false },
] as const;

type Option = (typeof LANGUAGE_OPTIONS)[number];
export type InterfaceLanguage = Extract<Option, { interface: true }>['code'];

export const INTERFACE_LANGUAGES = LANGUAGE_OPTIONS.filter((l): l is Extract<Option, { interface: true }> => l.interface);
export const INTERFACE_LANGUAGE_CODES = INTERFACE_LANGUAGES.map((l) => l.code) as [InterfaceLanguage, ...InterfaceLanguage[]];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

/**
 * Whether `value` is an interface language's code. Without zod on purpose, as the whole module: the
 * SPA's landing page reads these lists and must not carry zod (the schemas are in http/preferences.ts).
 */
export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage => (INTERFACE_LANGUAGE_CODES as readonly unknown[]).includes(value);
