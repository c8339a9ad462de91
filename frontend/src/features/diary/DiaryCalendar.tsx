import type { DiaryEntry } from '@lexmitra/contracts';
import { addHours, format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB, enIN, enUS, hi, Locale } from 'date-fns/locale';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, Views } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { entryTitle } from './EntryCard';

const LOCALES: Record<string, Locale> = { 'en-IN': enIN, 'en-US': enUS, 'en-GB': enGB, hi };
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: LOCALES });

/** SPEC §9: the first day of the week follows the visitor's locale (en-IN when we have no better match). */
function culture(): string {
  const lang = typeof navigator === 'undefined' ? 'en-IN' : navigator.language;
  return LOCALES[lang] ? lang : LOCALES[lang.split('-')[0]] ? lang.split('-')[0] : 'en-IN';
}

export interface DiaryEvent {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  entry: DiaryEntry;
}

/** SPEC §3 "Calendar event": title = matter number + ' ' + party name, one hour from the upcoming date and time. */
export function toEvents(entries: DiaryEntry[]): DiaryEvent[] {
  return entries.filter((e) => e.upcomingDate).map((e) => {
    const start = new Date(`${e.upcomingDate}T${e.upcomingTime || '00:00'}`);
    // An entry without a time is a whole-day item rather than a one-hour slot at midnight.
    return { title: entryTitle(e), start, end: e.upcomingTime ? addHours(start, 1) : start, allDay: !e.upcomingTime, entry: e };
  });
}

const eventPropGetter = () => ({ className: 'diary-calendar__event' });

/** Month / week / day views with Today, Back and Next (SPEC §4), using SPEC §9's calendar constants. */
export function DiaryCalendar({ entries, onSelect }: { entries: DiaryEntry[]; onSelect: (entry: DiaryEntry) => void }) {
  const events = useMemo(() => toEvents(entries), [entries]);
  return (
    <section className="card stack" aria-labelledby="diary-calendar-title">
      <h2 id="diary-calendar-title">Calendar</h2>
      <div className="diary-calendar">
        <Calendar<DiaryEvent>
          localizer={localizer}
          culture={culture()}
          events={events}
          startAccessor="start"
          endAccessor="end"
          views={[Views.MONTH, Views.WEEK, Views.DAY]}
          defaultView={Views.MONTH}
          step={30}
          timeslots={2}
          length={30}
          longPressThreshold={250}
          eventPropGetter={eventPropGetter}
          onSelectEvent={(ev) => onSelect(ev.entry)}
          popup
        />
      </div>
    </section>
  );
}
