/**
 * Tesseract's trained data for docs/product.md §9's languages (Debian tesseract-ocr-<code> packages). English is
 * read on every page: court papers mix it into every Indian language.
 */
export const OCR_LANGUAGE_BY_CODE: Record<string, string> = {
  en: 'eng', as: 'asm', bn: 'ben', gu: 'guj', hi: 'hin', kn: 'kan', ml: 'mal', mr: 'mar', ne: 'nep',
  or: 'ori', pa: 'pan', ta: 'tam', te: 'tel', ur: 'urd',
};

/** Every traineddata the set-up installs (the Debian packages are named after these). */
export const OCR_TRAINEDDATA = ['eng', 'hin', 'asm', 'ben', 'guj', 'kan', 'mal', 'mar', 'nep', 'ori', 'pan', 'tam', 'tel', 'urd', 'osd'] as const;

/** Scripts named by Tesseract's orientation-and-script detection (`--psm 0`) → the language to read them. */
const LANGUAGE_BY_SCRIPT: Record<string, string> = {
  Latin: 'eng', Devanagari: 'hin', Bengali: 'ben', Gujarati: 'guj', Gurmukhi: 'pan', Kannada: 'kan',
  Malayalam: 'mal', Oriya: 'ori', Tamil: 'tam', Telugu: 'tel', Arabic: 'urd',
};

export function languageForScript(script: string): string | undefined {
  return LANGUAGE_BY_SCRIPT[script];
}

/** Languages for the first pass: English plus the hinted one, or Hindi, the most common other. */
export function firstPassLanguages(hint?: string): string[] {
  const hinted = hint ? OCR_LANGUAGE_BY_CODE[hint] : undefined;
  return ['eng', hinted && hinted !== 'eng' ? hinted : 'hin'];
}
