import type { DiaryEntry } from '@lexmitra/contracts';
import { ReactNode, useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../../shared/session';
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
    return <div className="alert alert--info" role="status"><Trans i18nKey="diary.signIn" components={{ signin: <Link to="/sign-in" /> }} /></div>;
  }
  return <>{children}</>;
}

function Diary() {
  const { t } = useTranslation();
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
      setAlert(err instanceof HttpError ? err.message : t('diary.deleteFailed'));
    }
    setDeleting(null);
  }, [deleting, editing, remove, t]);

  return (
    <>
      {alert && (
        <div className="alert alert--error diary-alert" role="alert">
          <span>{alert}</span>
          <button type="button" className="btn btn--link" onClick={() => setAlert(null)}>{t('diary.dismiss')}</button>
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
        <Modal title={t('diary.deleteTitle')} onClose={() => setDeleting(null)}>
          <p>{t('diary.deleteText')}</p>
          <div className="row">
            <button type="button" className="btn btn--primary btn--danger" onClick={() => void confirmDelete()} disabled={remove.isPending}>{t('common.delete')}</button>
            <button type="button" className="btn btn--ghost" onClick={() => setDeleting(null)}>{t('common.cancel')}</button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** docs/product.md screen 12, /adv.diary and /dashboard/adv-diary: the advocate's diary of matters and hearings. */
export function AdvocateDiaryScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <section className="diary stack" aria-labelledby="diary-title">
      <div className="diary__header">
        <h1 id="diary-title">{t('diary.title')}</h1>
        {status === 'signedIn' && <RemindersBell />}
      </div>
      <SignedInOnly><Diary /></SignedInOnly>
    </section>
  );
}
