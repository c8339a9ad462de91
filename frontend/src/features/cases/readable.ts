import { format, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';

/**
 * A judgment's date as a reader writes it: "24 April 1973" in English, "24 अप्रैल 1973" in Hindi,
 * never 1973-04-24. Read as a calendar day, so no time zone moves it.
 */
export function readableDate(iso: string, language: string): string {
  const d = parseISO(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return language === 'en' ? format(d, 'd MMMM yyyy') : d.toLocaleDateString(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * A court's name in the interface language. Court names are data (as the datasets write them, in
 * English); the locale files name the courts in Hindi, and a court they do not know keeps its name.
 */
export function courtName(t: TFunction, court: string): string {
  // The name is the key: i18next would read a dot or colon in it as a separator.
  return /[.:]/.test(court) ? court : t(`cases.courtNames.${court}`, { defaultValue: court });
}
