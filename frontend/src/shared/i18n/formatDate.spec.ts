import { formatIsoDate } from './formatDate';

describe('formatIsoDate (issue 33)', () => {
  it('writes a diary date as people in India do, in English and Hindi', () => {
    expect(formatIsoDate('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatIsoDate('2026-11-30', 'hi')).toMatch(/^30 नव[^\s]* 2026$/);
    expect(formatIsoDate('2026-01-05', 'en')).toBe('5 Jan 2026');
  });

  it('writes a date in Bengali with Bengali digits', () => {
    expect(formatIsoDate('2026-11-30', 'bn')).toMatch(/^৩০ নভে\S*,? ২০২৬$/);
  });

  it('leaves what is not a date as it is', () => {
    expect(formatIsoDate('', 'en')).toBe('');
    expect(formatIsoDate('someday', 'en')).toBe('someday');
  });
});
