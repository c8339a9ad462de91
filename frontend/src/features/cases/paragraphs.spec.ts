import { numbersItself, readingParagraphs } from './paragraphs';

describe('a judgment\'s paragraphs as read', () => {
  it('drops page numbers a PDF leaves on lines of their own, keeping each paragraph\'s stored position', () => {
    const read = readingParagraphs(['1', 'REPORTABLE', '- 2 -', 'Page 3 of 40', '(4)', '3/40', 'The appeal is allowed.', 'Rs. 6,000 a month from 2014.']);
    expect(read).toEqual([
      { n: 2, text: 'REPORTABLE' },
      { n: 7, text: 'The appeal is allowed.' },
      { n: 8, text: 'Rs. 6,000 a month from 2014.' },
    ]);
  });

  it('keeps a text of nothing but numbers rather than show nothing', () => {
    expect(readingParagraphs(['2014'])).toEqual([{ n: 1, text: '2014' }]);
  });

  it('tells a judgment that numbers its own paragraphs ("12.", "(12)", "12)") from one that does not', () => {
    for (const first of ['12. The appellant', '(12) The appellant', '12) The appellant']) expect(numbersItself([{ n: 1, text: first }])).toBe(true);
    for (const first of ['2014 was the year of the sale.', 'Section 138. The offence', 'The appellant']) expect(numbersItself([{ n: 1, text: first }])).toBe(false);
  });
});
