/** Highlights: the sentences holding the most matched words, marked, in reading order. */
import { highlights, terms } from '../src/index/text';

describe('highlights', () => {
  it('picks the sentences with most matched words, keeps their punctuation, and marks whole words only', () => {
    const text = 'The court heard the appeal. Singh argued that Singh’s arrest was illegal; the arrest memo was missing! Singhania was not a party.';
    const marks = highlights([text], new Set(['singh', 'arrest']));
    expect(marks).toEqual(['<mark>Singh</mark> argued that <mark>Singh</mark>’s <mark>arrest</mark> was illegal;', 'the <mark>arrest</mark> memo was missing!']);
  });

  it('matches accented words through their normalised terms, as the index does', () => {
    const [term] = terms('Gómez');
    expect(term).toBe('gomez');
    expect(highlights(['Maria Gómez sued the bank. Nothing else.'], new Set([term]))).toEqual(['Maria <mark>Gómez</mark> sued the bank.']);
  });

  it('counts digits as words (citations) and returns nothing when no word matches', () => {
    expect(highlights(['Reported as (1973) 4 SCC 225.'], new Set(['225', '1973']))).toEqual(['Reported as (<mark>1973</mark>) 4 SCC <mark>225</mark>.']);
    expect(highlights(['Reported as (1973) 4 SCC 2250.'], new Set(['225']))).toEqual([]);
  });

  it('cuts a long sentence around its first match', () => {
    const long = `${'word '.repeat(100)}target ${'tail '.repeat(100)}`.trim();
    const [mark] = highlights([long], new Set(['target']));
    expect(mark.startsWith('…')).toBe(true);
    expect(mark).toContain('<mark>target</mark>');
    expect(mark.length).toBeLessThan(300);
  });
});
