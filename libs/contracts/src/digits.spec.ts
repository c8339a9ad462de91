import { asciiDigits, bengaliDigits } from './digits';
import { to24Hour } from './http/diary';

describe('Indian digits', () => {
  it('reads Bengali and Devanagari digits as ASCII, leaving every other character', () => {
    expect(asciiDigits('২০২৪')).toBe('2024');
    expect(asciiDigits('२०२४')).toBe('2024');
    expect(asciiDigits('ধারা ৪৯৮এ, s.302 ও १२०बी')).toBe('ধারা 498এ, s.302 ও 120बी');
    expect(asciiDigits('')).toBe('');
  });

  it('writes ASCII digits in Bengali script', () => {
    expect(bengaliDigits('₹10, 30 days')).toBe('₹১০, ৩০ days');
    expect(asciiDigits(bengaliDigits('0123456789'))).toBe('0123456789');
  });

  it('accepts a diary time in either digit form', () => {
    expect(to24Hour('১০:৩০', 'PM')).toBe('22:30');
    expect(to24Hour('१०:३०', 'AM')).toBe('10:30');
    expect(to24Hour('২৫:০০', 'AM')).toBeNull();
  });
});
