/**
 * The page footer's words. A draft written mostly in Devanagari (a Hindi, Marathi or Nepali draft)
 * says "पृष्ठ 2 / 5"; any other says "Page 2 of 5". The draft's own letters decide: the convert job
 * carries no language (a draft is typed in the editor, whatever the interface shows).
 */
export type FooterLanguage = 'hi' | 'en';

export function footerLanguage(content: string): FooterLanguage {
  const letters = content.match(/\p{L}/gu)?.length ?? 0;
  const devanagari = content.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  return letters > 0 && devanagari * 2 > letters ? 'hi' : 'en';
}

/** The words around the page numbers: before the current page, and between it and the total. */
export const FOOTER_WORDS: Record<FooterLanguage, { before: string; between: string }> = {
  en: { before: 'Page ', between: ' of ' },
  hi: { before: 'पृष्ठ ', between: ' / ' },
};

export const footerLabel = (language: FooterLanguage, page: number, pages: number) =>
  `${FOOTER_WORDS[language].before}${page}${FOOTER_WORDS[language].between}${pages}`;
