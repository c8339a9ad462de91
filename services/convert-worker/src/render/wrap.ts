/**
 * Greedy line breaking by measured width. Words are measured once each (cached per font and size)
 * and summed, because laying out every candidate line again is what made long drafts slow. A word
 * wider than the line (a long URL, a run of underscores for a signature) is cut by characters.
 */
export type Measure = (text: string) => number;

/** Cuts go between grapheme clusters, so a matra or virama stays with its consonant. */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Caches a measure: drafts repeat the same words ("the", "of", "Section") thousands of times. */
export function cachedMeasure(measure: Measure): Measure {
  const cache = new Map<string, number>();
  return (text) => {
    let w = cache.get(text);
    if (w === undefined) {
      w = measure(text);
      if (cache.size < 50_000) cache.set(text, w);
    }
    return w;
  };
}

export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const words = text.split(/ +/).filter(Boolean);
  const space = measure(' ');
  const lines: string[] = [];
  let current = '';
  let width = 0;
  for (const word of words) {
    const w = measure(word);
    if (current && width + space + w <= maxWidth) {
      current += ` ${word}`;
      width += space + w;
      continue;
    }
    if (current) lines.push(current);
    if (w <= maxWidth) {
      current = word;
      width = w;
      continue;
    }
    // Cut the over-long word into pieces that fit.
    current = '';
    width = 0;
    for (const { segment: ch } of graphemes.segment(word)) {
      const cw = measure(ch);
      if (current && width + cw > maxWidth) {
        lines.push(current);
        current = '';
        width = 0;
      }
      current += ch;
      width += cw;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
