import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { useMarkAllRead, useNotifications } from './api/notifications';
import { useRotateCalendarToken } from './api/rotate-calendar-token';
import { CopyButton } from '../../shared/ui/CopyButton';

/** The bell: hearing reminders (18:00 IST the day before, 08:00 IST on the day) delivered in the app. */
export function RemindersBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const notes = useNotifications();
  const markRead = useMarkAllRead();
  const unread = notes.data?.unread ?? 0;
  const toggle = () => {
    setOpen((o) => !o);
    if (!open && unread > 0) markRead.mutate();
  };
  return (
    <div className="diary-bell">
      <button type="button" className="btn btn--ghost" aria-expanded={open} aria-controls="diary-reminders" onClick={toggle}>
        {t('diary.reminders')}{unread > 0 && <span className="diary-bell__count">{unread}<span className="visually-hidden"> {t('diary.unread')}</span></span>}
      </button>
      {open && (
        <section id="diary-reminders" className="card diary-bell__panel" aria-label={t('diary.hearingReminders')}>
          {notes.isError ? (
            <Alert kind="error">{notes.error.message}</Alert>
          ) : !notes.data?.items.length ? (
            <p className="muted">{t('diary.noReminders')}</p>
          ) : (
            <ul className="diary-bell__list">
              {notes.data.items.map((n) => (
                <li key={n.id} className={n.read ? 'diary-bell__item' : 'diary-bell__item diary-bell__item--unread'}>
                  <strong>{n.title}</strong>
                  <span>{n.body}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/** A secret calendar address for Google Calendar or Outlook; creating a new one revokes the old. */
export function CalendarFeed() {
  const { t } = useTranslation();
  const rotate = useRotateCalendarToken();
  // The newest link stays shown if making another one fails.
  const [url, setUrl] = useState<string | null>(null);
  const busy = rotate.isPending;
  const failed = rotate.error;
  const error = failed ? (failed instanceof HttpError ? failed.message : t('diary.feedFailed')) : null;
  const create = () => rotate.mutate(undefined, { onSuccess: (answer) => setUrl(answer.url) });
  return (
    <section className="card stack" aria-labelledby="diary-feed-title">
      <h2 id="diary-feed-title">{t('diary.feedTitle')}</h2>
      <p className="muted">{t('diary.feedText')}</p>
      {url && (
        <div className="field">
          <label htmlFor="diary-feed-url">{t('diary.feedLink')}</label>
          <div className="row diary-feed__link">
            <input id="diary-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
            <CopyButton text={url} label={t('diary.feedCopy')} />
          </div>
        </div>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      <div className="row">
        <button type="button" className="btn btn--ghost" onClick={create} disabled={busy}>{url ? t('diary.feedNew') : t('diary.feedCreate')}</button>
      </div>
    </section>
  );
}
