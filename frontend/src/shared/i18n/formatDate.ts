/**
 * A calendar date (YYYY-MM-DD, as the diary stores it) the way people in India write it: "30 Nov
 * 2026" in English, "30 नव॰ 2026" in Hindi, never 2026-11-30. The date is read as a plain calendar
 * day (noon UTC, formatted in UTC), so no time zone can move it to the day before.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale of an interface language, as written in India: en-IN, hi-IN, bn-IN (Bengali digits). */
export const intlLocale = (language: string): string => `${language.split('-')[0]}-IN`;

export function formatIsoDate(iso: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const locale = intlLocale(language);
  if (!formats.has(locale)) formats.set(locale, new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
  return formats.get(locale)!.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)));
}

/** A moment (an ISO timestamp) as a date and time in Indian time, in the interface language: "7 December 2026 at 7:30 pm". */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
