/** The diary's pure rules shared by the BFF, the worker and the screen (libs/contracts/src/http/diary.ts). */
import { from24Hour, hearingReminderTimes, isIsoDate, istDate, to24Hour } from '@lexmitra/contracts';

describe('diary rules', () => {
  it('reminds at 18:00 IST the day before and 08:00 IST on the day', () => {
    expect(hearingReminderTimes('2025-03-10', '10:30').map((r) => [r.kind, r.fireAt.toISOString()])).toEqual([
      ['dayBefore', '2025-03-09T12:30:00.000Z'],
      ['morningOf', '2025-03-10T02:30:00.000Z'],
    ]);
    // Across a month end, and without a time (the morning reminder still comes).
    expect(hearingReminderTimes('2025-03-01', '').map((r) => r.fireAt.toISOString())).toEqual(['2025-02-28T12:30:00.000Z', '2025-03-01T02:30:00.000Z']);
  });

  it('leaves out the morning reminder for a matter listed at or before 08:00, and reminds nothing without a date', () => {
    expect(hearingReminderTimes('2025-03-10', '08:00').map((r) => r.kind)).toEqual(['dayBefore']);
    expect(hearingReminderTimes('2025-03-10', '08:01').map((r) => r.kind)).toEqual(['dayBefore', 'morningOf']);
    expect(hearingReminderTimes('', '10:00')).toEqual([]);
  });

  it('turns the form\'s 12-hour time and AM/PM into 24-hour HH:mm and back', () => {
    expect(to24Hour('10:30', 'AM')).toBe('10:30');
    expect(to24Hour('10:30', 'PM')).toBe('22:30');
    expect(to24Hour('12:05', 'AM')).toBe('00:05');
    expect(to24Hour('12:05', 'PM')).toBe('12:05');
    expect(to24Hour('9:15', 'PM')).toBe('21:15');
    expect(to24Hour('14:00', 'AM')).toBe('14:00');
    expect(to24Hour('', 'PM')).toBe('');
    expect(to24Hour('25:00', 'AM')).toBeNull();
    expect(to24Hour('10.30', 'AM')).toBeNull();
    expect(from24Hour('00:05')).toEqual({ time: '12:05', ampm: 'AM' });
    expect(from24Hour('22:30')).toEqual({ time: '10:30', ampm: 'PM' });
    expect(from24Hour('12:00')).toEqual({ time: '12:00', ampm: 'PM' });
  });

  it('knows real dates and the IST date of an instant', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(istDate(new Date('2025-03-09T18:29:00Z'))).toBe('2025-03-09');
    expect(istDate(new Date('2025-03-09T18:30:00Z'))).toBe('2025-03-10');
  });
});
