/**
 * A per-user iCalendar feed of diary hearings that Google Calendar or Outlook can subscribe to.
 * Calendar apps cannot sign in, so the feed address carries a secret token instead: 256 random
 * bits, stored only as its SHA-256, replaced (and the old address revoked) on every rotation.
 */
import { Injectable } from '@nestjs/common';
import { DIARY_TEXT, DIARY_TIME_ZONE, istInstant, stripControls } from '@lexmitra/contracts';
import { DiaryEntryRecord, DiaryRepository } from '@lexmitra/data';
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendar } from 'ical-generator';
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '../common/api-error';

/** India has kept UTC+05:30 without daylight saving since 1945, so one STANDARD rule describes it. */
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${DIARY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const eventTitle = (e: { matterNo: string; partyName: string }) => `${e.matterNo} ${e.partyName}`.trim() || 'Diary entry';

function describe(e: DiaryEntryRecord): string {
  const where = [e.court, e.courtroom].filter(Boolean).join(', ');
  return [where && `Court: ${where}`, e.stage && `Stage: ${e.stage}`, e.nextDate && `Next date: ${e.nextDate}`, e.notes].filter(Boolean).join('\n');
}

@Injectable()
export class CalendarFeedService {
  constructor(private readonly repo: DiaryRepository) {}

  /** A new token for the user; the previous feed address stops working at once. */
  async rotate(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.repo.setCalendarToken(userId, hashToken(token));
    return token;
  }

  async revoke(userId: string): Promise<void> {
    await this.repo.deleteCalendarToken(userId);
  }

  async feed(token: string): Promise<string> {
    const userId = /^[\w-]{43}$/.test(token) ? await this.repo.userIdForCalendarToken(hashToken(token)) : null;
    if (!userId) throw notFound(DIARY_TEXT.badToken);
    return this.render(await this.repo.listDated(userId)).toString();
  }

  render(entries: DiaryEntryRecord[]): ICalCalendar {
    // An empty calendar name keeps DTSTAMP in UTC; the generator still emits the VTIMEZONE the events name.
    const calendar = ical({
      name: 'LexMitra Adv Diary',
      prodId: { company: 'LexMitra', product: 'Adv Diary', language: 'EN' },
      timezone: { name: '', generator: (tz) => (tz === DIARY_TIME_ZONE ? KOLKATA_VTIMEZONE : null) },
      ttl: 15 * 60,
      x: { 'X-WR-TIMEZONE': DIARY_TIME_ZONE },
    });
    for (const e of entries) {
      // Entries saved before the contracts stripped control characters may still hold them.
      const common = { id: `${e._id.toHexString()}@lexmitra`, summary: stripControls(eventTitle(e)), description: stripControls(describe(e)) || undefined, stamp: e.updatedAt, lastModified: e.updatedAt };
      if (e.upcomingTime) {
        // docs/product.md §3: a one-hour event at the upcoming date and time, an IST wall-clock time. A TZDate
        // makes the generator write the Kolkata wall time whatever the server's own time zone.
        const start = istInstant(e.upcomingDate, e.upcomingTime).getTime();
        calendar.createEvent({ ...common, start: new TZDate(start, DIARY_TIME_ZONE), end: new TZDate(start + 3600_000, DIARY_TIME_ZONE), timezone: DIARY_TIME_ZONE });
      } else {
        // No time given: an all-day event (the generator writes all-day dates from UTC fields).
        const [y, m, d] = e.upcomingDate.split('-').map(Number);
        calendar.createEvent({ ...common, start: new Date(Date.UTC(y, m - 1, d)), end: new Date(Date.UTC(y, m - 1, d + 1)), allDay: true });
      }
    }
    return calendar;
  }
}
