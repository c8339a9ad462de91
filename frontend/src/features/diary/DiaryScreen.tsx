import type { DiaryEntry } from '@lexmitra/contracts';
import { ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../auth/AuthProvider';
import { DiaryCalendar } from './DiaryCalendar';
import { DocumentModal } from './DocumentModal';
import { EntryActions } from './EntryCard';
import { EntryForm } from './EntryForm';
import { AllEntries, TodaysMatters } from './EntryLists';
import { useDeleteEntry } from './api/delete-entry';
import { useDiaryEntries } from './api/get-entries';
import { CalendarFeed, RemindersBell } from './Reminders';
import './diary.css';

/** The diary is kept on the server per account, so the public route asks visitors to sign in. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner />;
  if (status === 'signedOut') {
    return <div className="alert alert--info" role="status">Please <Link to="/sign-in">sign in</Link> to keep your diary.</div>;
  }
  return <>{children}</>;
}

function Diary() {
  const entries = useDiaryEntries();
  const remove = useDeleteEntry();
  const [alert, setAlert] = useState<string | null>(null);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const [viewing, setViewing] = useState<DiaryEntry | null>(null);
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);

  const actions: EntryActions = {
    onAlert: setAlert,
    onView: (e) => { setAlert(null); setViewing(e); },
    onEdit: (e) => { setEditing(e); document.getElementById('diary-form-title')?.scrollIntoView({ behavior: 'smooth' }); },
    onDelete: setDeleting,
  };
  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      if (editing?.id === deleting.id) setEditing(null);
    } catch (err) {
      setAlert(err instanceof HttpError ? err.message : 'The entry could not be deleted. Please try again.');
    }
    setDeleting(null);
  }, [deleting, editing, remove]);

  return (
    <>
      {alert && (
        <div className="alert alert--error diary-alert" role="alert">
          <span>{alert}</span>
          <button type="button" className="btn btn--link" onClick={() => setAlert(null)}>Dismiss</button>
        </div>
      )}
      <EntryForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {entries.isPending ? <Spinner /> : entries.isError ? (
        <p className="alert alert--error" role="alert">{entries.error.message}</p>
      ) : (
        <>
          <DiaryCalendar entries={entries.data} onSelect={actions.onEdit} />
          <TodaysMatters entries={entries.data} actions={actions} />
        </>
      )}
      <AllEntries actions={actions} />
      <CalendarFeed />
      {viewing && <DocumentModal entry={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <Modal title="Delete this entry?" onClose={() => setDeleting(null)}>
          <p>The entry, its document and its reminders will be removed.</p>
          <div className="row">
            <button type="button" className="btn btn--primary btn--danger" onClick={() => void confirmDelete()} disabled={remove.isPending}>Delete</button>
            <button type="button" className="btn btn--ghost" onClick={() => setDeleting(null)}>Cancel</button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** SPEC screen 12, /adv.diary and /dashboard/adv-diary: the advocate's diary of matters and hearings. */
export function AdvocateDiaryScreen() {
  const { status } = useAuth();
  return (
    <section className="diary stack" aria-labelledby="diary-title">
      <div className="diary__header">
        <h1 id="diary-title">Lawyer's Diary</h1>
        {status === 'signedIn' && <RemindersBell />}
      </div>
      <SignedInOnly><Diary /></SignedInOnly>
    </section>
  );
}
