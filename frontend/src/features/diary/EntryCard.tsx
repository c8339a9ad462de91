import { DiaryEntry, from24Hour, UI_TEXT } from '@lexmitra/contracts';
import { useId } from 'react';
import { HttpError } from '../../shared/http';
import { getEntryDocument } from './api/entry-document';

export const entryTitle = (e: Pick<DiaryEntry, 'matterNo' | 'partyName'>) => `${e.matterNo} ${e.partyName}`.trim() || 'Untitled entry';
export const timeLabel = (t: string) => (t ? Object.values(from24Hour(t)).join(' ') : '');

export interface EntryActions {
  /** Shows a message in the page's alert area (SPEC's diary alerts). */
  onAlert: (text: string) => void;
  onView: (entry: DiaryEntry) => void;
  onEdit: (entry: DiaryEntry) => void;
  onDelete: (entry: DiaryEntry) => void;
}

/** Saves the attached PDF under its own name, from the bytes the server sends. */
async function download(entry: DiaryEntry, onAlert: (text: string) => void) {
  if (!entry.document) return onAlert(UI_TEXT.noDocumentToDownload);
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
    onAlert(err instanceof HttpError ? err.message : 'The document could not be downloaded. Please try again.');
  }
}

/** One diary entry with SPEC's Show Details / Hide Details toggle and document buttons. */
export function EntryCard({ entry, open, onToggle, actions }: { entry: DiaryEntry; open: boolean; onToggle: () => void; actions: EntryActions }) {
  const detailsId = useId();
  return (
    <li className="diary-entry">
      <div className="diary-entry__head">
        <div className="diary-entry__main">
          <strong className="diary-entry__title">{entryTitle(entry)}</strong>
          <span className="muted">{[entry.upcomingDate, timeLabel(entry.upcomingTime)].filter(Boolean).join(' · ') || 'No date set'}</span>
        </div>
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          {open ? 'Hide Details' : 'Show Details'}
        </button>
      </div>
      {open && (
        <div id={detailsId} className="diary-entry__details stack">
          <dl className="diary-entry__facts">
            <dt>Matter Number</dt><dd>{entry.matterNo || '—'}</dd>
            <dt>Party Name</dt><dd>{entry.partyName || '—'}</dd>
            <dt>Upcoming Date</dt><dd>{entry.upcomingDate || '—'}</dd>
            <dt>Upcoming Time</dt><dd>{timeLabel(entry.upcomingTime) || '—'}</dd>
            <dt>Next Date</dt><dd>{entry.nextDate || '—'}</dd>
            <dt>Stage</dt><dd>{entry.stage || 'None'}</dd>
            <dt>Notes</dt><dd className="diary-entry__notes">{entry.notes || '—'}</dd>
            <dt>Document</dt><dd>{entry.document?.name ?? 'None'}</dd>
          </dl>
          <div className="row diary-entry__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => (entry.document ? actions.onView(entry) : actions.onAlert(UI_TEXT.noDocumentToView))}>View Document</button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void download(entry, actions.onAlert)}>Download Document</button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => actions.onEdit(entry)}>Edit</button>
            <button type="button" className="btn btn--ghost btn--small btn--danger" onClick={() => actions.onDelete(entry)}>Delete</button>
          </div>
        </div>
      )}
    </li>
  );
}
