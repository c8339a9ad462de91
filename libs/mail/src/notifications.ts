/**
 * Texts of the in-app notifications, in English, Hindi and Bengali (our own words). They live beside the
 * mails because a hearing reminder's mail says the same as its notification, and both the BFF
 * (deletion cancelled) and ai-worker (reminders, export ready) write them. What a person typed
 * (matter number, party names) is put in as typed, never translated.
 */
import { bengaliDigits, from24Hour, MAIL_LOCALES, MailLocale, PRIVACY_TEXT } from '@lexmitra/contracts';

export interface NoticeText {
  title: string;
  body: string;
}

/** An account's interface language (users.language: 'hi', 'bn-IN', absent) as the language of what we write to it. */
export const noticeLocale = (language?: string | null): MailLocale => {
  const primary = language?.toLowerCase().split('-')[0];
  return (MAIL_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as MailLocale) : 'en';
};

/** The diary entry's fields a reminder shows: dates are IST calendar dates (YYYY-MM-DD), times IST HH:mm or ''. */
export interface HearingFields {
  kind: 'dayBefore' | 'morningOf';
  matterNo?: string;
  partyName?: string;
  date: string;
  time?: string;
  stage?: string;
}

/** The IST wall time as a UTC instant, formatted in UTC, so no server time zone can move it. */
function wallClock(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh || 0, mm || 0));
}

const validDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(wallClock(date).getTime());
const validTime = (time?: string): time is string => !!time && /^\d{2}:\d{2}$/.test(time);

/** Hindi names in full: its short forms are clipped with '॰' ("नव॰"), which reads poorly. */
const DAY = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
/**
 * "Tue, 3 Mar, 2026" / "मंगलवार, 3 मार्च 2026" / "মঙ্গলবার, ৩ মার্চ, ২০২৬": day, month, year as ICU
 * writes them for India (Latin digits in English and Hindi, Bengali digits in Bengali).
 */
export const calendarDate = (locale: MailLocale, date: string) => (validDate(date) ? DAY[locale].format(wallClock(date)) : date);

/** "11:00 AM" / "सुबह 11:00" / "সকাল ১১:০০" (Hindi and Bengali say the part of the day rather than AM/PM). */
export function hearingTime(locale: MailLocale, time: string): string {
  if (locale === 'en') return Object.values(from24Hour(time)).join(' ');
  if (locale === 'bn') return bengaliTime(time);
  return new Intl.DateTimeFormat(`${locale}-IN`, { hour: 'numeric', minute: '2-digit', hour12: true, dayPeriod: 'long', timeZone: 'UTC' }).format(wallClock('2000-01-01', time));
}

/**
 * "দুপুর ২:৩০": the part of the day first, as a Bengali reader says it (ICU writes "২:৩০
 * দুপুরবেলায়", which reads like a translation), 12-hour clock, Bengali digits.
 */
function bengaliTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const part = h >= 4 && h < 12 ? 'সকাল' : h >= 12 && h < 16 ? 'দুপুর' : h >= 16 && h < 18 ? 'বিকেল' : h >= 18 && h < 20 ? 'সন্ধ্যা' : 'রাত';
  return `${part} ${bengaliDigits(`${h % 12 || 12}:${String(m).padStart(2, '0')}`)}`;
}

const HI_STAGES: Record<string, string> = { Hearing: 'सुनवाई', Affidavit: 'हलफ़नामा', Arguments: 'बहस', Judgment: 'निर्णय' };
/** As the diary screen names the stages (locales/bn/screens.json diary.stages). */
const BN_STAGES: Record<string, string> = { Hearing: 'শুনানি', Affidavit: 'হলফনামা', Arguments: 'সওয়াল', Judgment: 'রায়' };

export function hearingReminderText(locale: MailLocale, f: HearingFields): NoticeText {
  const typed = `${f.matterNo ?? ''} ${f.partyName ?? ''}`.trim();
  const date = calendarDate(locale, f.date);
  const time = validTime(f.time) ? hearingTime(locale, f.time) : '';
  if (locale === 'bn') {
    const stage = (f.stage && BN_STAGES[f.stage]) || 'তালিকাভুক্ত';
    return {
      title: `${f.kind === 'dayBefore' ? 'আগামীকাল শুনানি' : 'আজ শুনানি'}: ${typed || 'ডায়েরির এন্ট্রি'}`,
      body: time ? `${stage}: ${date}, ${time} (ভারতীয় মান সময়, IST)।` : `${stage}: ${date}।`,
    };
  }
  if (locale === 'hi') {
    const stage = (f.stage && HI_STAGES[f.stage]) || 'सूचीबद्ध';
    return {
      title: `${f.kind === 'dayBefore' ? 'कल सुनवाई है' : 'आज सुनवाई है'}: ${typed || 'डायरी प्रविष्टि'}`,
      body: time ? `${stage}: ${date} को ${time} बजे (भारतीय समय, IST)।` : `${stage}: ${date} को।`,
    };
  }
  return {
    title: `${f.kind === 'dayBefore' ? 'Hearing tomorrow' : 'Hearing today'}: ${typed || 'Diary entry'}`,
    body: `${f.stage || 'Listed'} on ${time ? `${date} at ${time} IST` : date}.`,
  };
}

/**
 * A reminder's title and body from the entry's fields (kind, matterNo, partyName, date, time,
 * stage); a mail queued before reminders carried those has its text in `title` and `body`.
 */
export function reminderOf(locale: MailLocale, d: Record<string, string>): NoticeText {
  if (d.kind !== 'dayBefore' && d.kind !== 'morningOf') return { title: d.title, body: d.body };
  return hearingReminderText(locale, { kind: d.kind, matterNo: d.matterNo, partyName: d.partyName, date: d.date, time: d.time, stage: d.stage });
}

/** The privacy notices: English is PRIVACY_TEXT word for word (the screens match it), Hindi as the Privacy page says it. */
const PRIVACY_NOTICES: Record<MailLocale, Record<'exportReady' | 'deletionCancelled', NoticeText>> = {
  en: {
    exportReady: { title: PRIVACY_TEXT.exportReadyTitle, body: PRIVACY_TEXT.exportReadyBody },
    deletionCancelled: { title: PRIVACY_TEXT.deletionCancelledTitle, body: PRIVACY_TEXT.deletionCancelledBody },
  },
  hi: {
    exportReady: { title: 'आपका डेटा एक्सपोर्ट तैयार है', body: 'लिंक की समय-सीमा खत्म होने से पहले इसे गोपनीयता पेज से डाउनलोड कर लें।' },
    deletionCancelled: { title: 'खाता हटाना रद्द कर दिया गया', body: 'आपने प्रतीक्षा अवधि के दौरान साइन इन किया, इसलिए आपका खाता नहीं हटाया जाएगा।' },
  },
  bn: {
    exportReady: { title: 'আপনার তথ্যের রপ্তানি তৈরি', body: 'লিংকের মেয়াদ শেষ হওয়ার আগে গোপনীয়তার পাতা থেকে ডাউনলোড করুন।' },
    deletionCancelled: { title: 'অ্যাকাউন্ট মোছা বাতিল হয়েছে', body: 'অপেক্ষার সময়ের মধ্যে আপনি সাইন ইন করেছেন, তাই আপনার অ্যাকাউন্ট মোছা হবে না।' },
  },
};

export const privacyNoticeText = (locale: MailLocale, kind: 'exportReady' | 'deletionCancelled'): NoticeText => PRIVACY_NOTICES[locale][kind];
