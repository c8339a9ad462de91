import { DiaryEntry, from24Hour } from '@lexmitra/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { formatIsoDate } from '../../shared/i18n/formatDate';
import { getEntryDocument } from './api/entry-document';

export const entryTitle = (e: Pick<DiaryEntry, 'matterNo' | 'partyName'>, untitled = 'Untitled entry') => `${e.matterNo} ${e.partyName}`.trim() || untitled;
export const timeLabel = (t: string) => (t ? Object.values(from24Hour(t)).join(' ') : '');

export interface EntryActions {
  /** Shows a message in the page's alert area (docs/product.md §8's diary alerts). */
  onAlert: (text: string) => void;
  onView: (entry: DiaryEntry) => void;
  onEdit: (entry: DiaryEntry) => void;
  onDelete: (entry: DiaryEntry) => void;
}

/** Saves the attached PDF under its own name, from the bytes the server sends. */
async function download(entry: DiaryEntry, onAlert: (text: string) => void, texts: { none: string; failed: string }) {
  if (!entry.document) return onAlert(texts.none);
  try {
    const blob = await getEntryDocument(entry.id, true);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = entry.document.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (err) {
    onAlert(err instanceof HttpError ? err.message : texts.failed);
  }
}

/** One diary entry with docs/product.md screen 12's Show Details / Hide Details toggle and document buttons. */
export function EntryCard({ entry, open, onToggle, actions }: { entry: DiaryEntry; open: boolean; onToggle: () => void; actions: EntryActions }) {
  const { t, i18n } = useTranslation();
  const detailsId = useId();
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  const where = [entry.court, entry.courtroom].filter(Boolean).join(', ');
  return (
    <li className="diary-entry">
      <div className="diary-entry__head">
        <div className="diary-entry__main">
          <strong className="diary-entry__title">{entryTitle(entry, t('diary.untitled'))}</strong>
          <span className="muted">{[date(entry.upcomingDate), timeLabel(entry.upcomingTime), where].filter(Boolean).join(' · ') || t('diary.noDate')}</span>
        </div>
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          {open ? t('diary.hideDetails') : t('diary.showDetails')}
        </button>
      </div>
      {open && (
        <div id={detailsId} className="diary-entry__details stack">
          <dl className="diary-entry__facts">
            <dt>{t('diary.matterNo')}</dt><dd>{entry.matterNo || '—'}</dd>
            <dt>{t('diary.partyName')}</dt><dd>{entry.partyName || '—'}</dd>
            <dt>{t('diary.upcomingDate')}</dt><dd>{date(entry.upcomingDate) || '—'}</dd>
            <dt>{t('diary.upcomingTime')}</dt><dd>{timeLabel(entry.upcomingTime) || '—'}</dd>
            <dt>{t('diary.nextDate')}</dt><dd>{date(entry.nextDate) || '—'}</dd>
            <dt>{t('diary.court')}</dt><dd>{entry.court || '—'}</dd>
            <dt>{t('diary.courtroom')}</dt><dd>{entry.courtroom || '—'}</dd>
            <dt>{t('diary.stage')}</dt><dd>{entry.stage ? t(`diary.stages.${entry.stage}`) : t('diary.none')}</dd>
            <dt>{t('diary.notes')}</dt><dd className="diary-entry__notes">{entry.notes || '—'}</dd>
            <dt>{t('diary.document')}</dt><dd>{entry.document?.name ?? t('diary.none')}</dd>
          </dl>
          <div className="row diary-entry__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => (entry.document ? actions.onView(entry) : actions.onAlert(t('errors.noDocumentToView')))}>{t('diary.viewDocument')}</button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void download(entry, actions.onAlert, { none: t('errors.noDocumentToDownload'), failed: t('diary.downloadFailed') })}>{t('diary.downloadDocument')}</button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => actions.onEdit(entry)}>{t('diary.edit')}</button>
            <button type="button" className="btn btn--ghost btn--small btn--danger" onClick={() => actions.onDelete(entry)}>{t('common.delete')}</button>
          </div>
        </div>
      )}
    </li>
  );
}
