/**
 * A judgment's paragraphs as a reader should see them. Text read from a PDF carries the page's
 * furniture: a page number on a line of its own becomes a "paragraph" of its own ("1", "- 2 -",
 * "Page 3 of 40"). And judgments number their own paragraphs ("12.", "(12)", "12)"), so a list
 * that numbers them again shows "1. 1. The appellant…".
 */
export interface ReadingParagraph {
  /** Position in the stored text, from 1: the anchor (#p-n) search results link to. */
  n: number;
  text: string;
}

const PAGE_NUMBER = /^[-–—([]?\s*(?:page\s*)?\d{1,4}\s*(?:(?:of|\/)\s*\d{1,4})?\s*[-–—)\]]?$/i;
const OWN_NUMBER = /^(?:\(?\d{1,4}[.)]|\d{1,4}\s*\.)\s/;

/** Paragraphs without the stray page numbers, each keeping its place in the stored text. */
export function readingParagraphs(paragraphs: string[]): ReadingParagraph[] {
  const out = paragraphs.map((text, i) => ({ n: i + 1, text })).filter((p) => !PAGE_NUMBER.test(p.text.trim()));
  // A judgment of nothing but numbers is left as it is, rather than shown empty.
  return out.length ? out : paragraphs.map((text, i) => ({ n: i + 1, text }));
}

/** Whether the judgment numbers its paragraphs itself: then the page adds no numbers of its own. */
export function numbersItself(paragraphs: ReadingParagraph[]): boolean {
  return paragraphs.some((p) => OWN_NUMBER.test(p.text));
}
