import { bengaliDigits } from '@lexmitra/contracts';

/**
 * The page footer's words. A draft written mostly in Devanagari (a Hindi, Marathi or Nepali draft)
 * says "पृष्ठ 2 / 5", one mostly in Bengali script (Bengali, Assamese) "পৃষ্ঠা ২ / ৫"; any other says
 * "Page 2 of 5". The draft's own letters decide: the convert job carries no language (a draft is
 * typed in the editor, whatever the interface shows).
 */
export type FooterLanguage = 'hi' | 'bn' | 'en';

export function footerLanguage(content: string): FooterLanguage {
  const letters = content.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 'en';
  if ((content.match(/\p{Script=Devanagari}/gu)?.length ?? 0) * 2 > letters) return 'hi';
  if ((content.match(/\p{Script=Bengali}/gu)?.length ?? 0) * 2 > letters) return 'bn';
  return 'en';
}

/** The words around the page numbers: before the current page, and between it and the total. */
export const FOOTER_WORDS: Record<FooterLanguage, { before: string; between: string }> = {
  en: { before: 'Page ', between: ' of ' },
  hi: { before: 'पृष्ठ ', between: ' / ' },
  bn: { before: 'পৃষ্ঠা ', between: ' / ' },
};

/** The PDF's footer; a Bengali draft numbers its pages in Bengali digits, as its text does. */
export function footerLabel(language: FooterLanguage, page: number, pages: number): string {
  const label = `${FOOTER_WORDS[language].before}${page}${FOOTER_WORDS[language].between}${pages}`;
  return language === 'bn' ? bengaliDigits(label) : label;
}
