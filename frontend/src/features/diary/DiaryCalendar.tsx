import type { DiaryEntry } from '@lexmitra/contracts';
import { addHours, format, getDay, parse, startOfWeek } from 'date-fns';
import { bn, enGB, enIN, enUS, hi, Locale } from 'date-fns/locale';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar, dateFnsLocalizer, Views } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { entryTitle, timeLabel } from './EntryCard';

const LOCALES: Record<string, Locale> = { 'en-IN': enIN, 'en-US': enUS, 'en-GB': enGB, hi, bn };
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: LOCALES });

/**
 * docs/product.md §9: the first day of the week follows the visitor's locale (en-IN when we have no better
 * match); a Hindi or Bengali interface shows its own month and day names.
 */
function culture(language: string): string {
  if (LOCALES[language] && language !== 'en') return language;
  const lang = typeof navigator === 'undefined' ? 'en-IN' : navigator.language;
  return LOCALES[lang] ? lang : LOCALES[lang.split('-')[0]] ? lang.split('-')[0] : 'en-IN';
}

export interface DiaryEvent {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  entry: DiaryEntry;
  /** 'next': the entry's Next Date (a whole-day marker), not its listed hearing. */
  kind: 'hearing' | 'next';
  /** What the month view shows before the title: the hearing's time. */
  time: string;
}

/**
 * docs/product.md §3 "Calendar event": title = matter number + ' ' + party name, one hour from the upcoming date
 * and time. An entry's Next Date is on the calendar too, as a whole-day item marked as such
 * (`nextLabel` words it: "Next date: …"), so the next listing is not only in the details panel.
 */
export function toEvents(entries: DiaryEntry[], untitled?: string, nextLabel: (title: string) => string = (title) => `Next date: ${title}`): DiaryEvent[] {
  const events: DiaryEvent[] = [];
  for (const e of entries) {
    const title = entryTitle(e, untitled);
    if (e.upcomingDate) {
      const start = new Date(`${e.upcomingDate}T${e.upcomingTime || '00:00'}`);
      // An entry without a time is a whole-day item rather than a one-hour slot at midnight.
      events.push({ title, start, end: e.upcomingTime ? addHours(start, 1) : start, allDay: !e.upcomingTime, entry: e, kind: 'hearing', time: timeLabel(e.upcomingTime) });
    }
    if (e.nextDate && e.nextDate !== e.upcomingDate) {
      const day = new Date(`${e.nextDate}T00:00`);
      events.push({ title: nextLabel(title), start: day, end: day, allDay: true, entry: e, kind: 'next', time: '' });
    }
  }
  return events;
}

const eventPropGetter = (ev: DiaryEvent) => ({ className: ev.kind === 'next' ? 'diary-calendar__event diary-calendar__event--next' : 'diary-calendar__event' });

/** An event as every view shows it: the time first, then the whole title (wrapped, not cut to "OS 77/20…"). */
function EventLabel({ event }: { event: DiaryEvent }) {
  return <span className="diary-calendar__label">{event.time && <strong>{event.time} </strong>}{event.title}</span>;
}
/**
 * The month view's event boxes are not focusable (react-big-calendar's EventCell), so each holds a
 * button: Tab reaches it, and Enter or Space clicks it, which the box turns into onSelectEvent. The
 * week and day views' boxes are focusable themselves (onKeyPressEvent below).
 */
function MonthEvent({ event }: { event: DiaryEvent }) {
  // In a cell: the month's rows are ARIA rows (react-big-calendar), which may hold only cells.
  return <span role="cell" className="diary-calendar__cell"><button type="button" className="diary-calendar__open"><EventLabel event={event} /></button></span>;
}
// Week and day views drop their own "10:30 AM – 11:30 AM" line (CSS), which left no room for the title.
const components = { month: { event: MonthEvent }, week: { event: EventLabel }, day: { event: EventLabel } };
/** Week and day views open at the start of a court day, not at midnight. */
const WORKDAY_START = new Date(1970, 0, 1, 8, 0);
/** Narrow screens get one-letter weekday heads in the month view, so all seven columns fit at 360px. */
const formats = { weekdayFormat: (date: Date, culture: string | undefined, l: typeof localizer | undefined) => l!.format(date, typeof window !== 'undefined' && window.innerWidth < 480 ? 'EEEEE' : 'EEE', culture) };

/**
 * react-big-calendar names its month grid "Month View" in English, as a fixed aria-label that no
 * `messages` entry reaches; a screen reader on a Hindi screen would read it so. The grid is remade
 * when the view changes, so its name is set again whenever the calendar's DOM changes.
 */
function useMonthGridName(name: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const rename = () => {
      for (const grid of Array.from(root.querySelectorAll('.rbc-month-view'))) if (grid.getAttribute('aria-label') !== name) grid.setAttribute('aria-label', name);
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [name]);
  return ref;
}

/** Month / week / day views with Today, Back and Next (docs/product.md §4), using docs/product.md §9's calendar constants. */
export function DiaryCalendar({ entries, onSelect }: { entries: DiaryEntry[]; onSelect: (entry: DiaryEntry) => void }) {
  const { t, i18n } = useTranslation();
  const untitled = t('diary.untitled');
  const events = useMemo(() => toEvents(entries, untitled, (title) => t('diary.nextDateEvent', { title })), [entries, untitled, t]);
  const messages = useMemo(() => ({
    today: t('diary.calendar.today'), previous: t('diary.calendar.back'), next: t('diary.calendar.next'),
    month: t('diary.calendar.month'), week: t('diary.calendar.week'), day: t('diary.calendar.day'), agenda: t('diary.calendar.agenda'),
    date: t('diary.calendar.date'), time: t('diary.calendar.time'), event: t('diary.calendar.event'), allDay: t('diary.calendar.allDay'),
    noEventsInRange: t('diary.calendar.noEvents'), showMore: (count: number) => t('diary.calendar.more', { count }),
  }), [t]);
  const calendarRef = useMonthGridName(t('diary.calendar.monthView'));
  return (
    <section className="card stack" aria-labelledby="diary-calendar-title">
      <h2 id="diary-calendar-title">{t('diary.calendarTitle')}</h2>
      <div className="diary-calendar" ref={calendarRef}>
        <Calendar<DiaryEvent>
          localizer={localizer}
          culture={culture(i18n.language)}
          messages={messages}
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
          components={components}
          formats={formats}
          scrollToTime={WORKDAY_START}
          tooltipAccessor={(ev) => (ev.time ? `${ev.time} ${ev.title}` : ev.title)}
          onSelectEvent={(ev) => onSelect(ev.entry)}
          onKeyPressEvent={(ev, e) => {
            // Only the focused box itself: a key on the month view's button already clicks it. The
            // typings say SyntheticEvent; react-big-calendar passes the box's keydown.
            const { key } = e.nativeEvent as KeyboardEvent;
            if (e.target !== e.currentTarget || (key !== 'Enter' && key !== ' ')) return;
            e.preventDefault();
            onSelect(ev.entry);
          }}
          popup
        />
      </div>
    </section>
  );
}
