import type { DeletionStatus } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { Modal, preloadModal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useHostedAuth } from '../../shared/session/hostedAuth';
import { useNavigate } from 'react-router-dom';
import { useCancelDeletion, useDeletionStatus, useRequestDeletion } from './api/deletion';
import { formatDateTime as day } from '../../shared/i18n/formatDate';

/** Delete my account: confirmed in a dialog with the password; while pending, the date and a Cancel button. */
export function DeletionSection() {
  const { t, i18n } = useTranslation();
  const status = useDeletionStatus();
  const cancel = useCancelDeletion();
  const [open, setOpen] = useState(false);
  const pending = status.data?.state === 'scheduled' ? status.data : null;
  const navigate = useNavigate();
  // Scheduled: the server ended every session of the account, this one too. The sign-in page says when
  // the account goes (signing in before then asks whether to cancel) and forgets the session there
  // (`endSession`): forgotten here, the dashboard's guard would send us to sign-in first, without the
  // notice. Here, not in the dialog: the new status unmounts the dialog, and its navigate with it.
  const signedOutEverywhere = async (done: DeletionStatus) => {
    const notice = done.state === 'scheduled' ? t('privacy.delete.signedOut', { date: day(done.eraseAt, i18n.language) }) : undefined;
    await navigate('/sign-in', { replace: true, state: { notice, endSession: true } });
  };
  return (
    <section className="card stack" aria-labelledby="privacy-delete-title">
      <h2 id="privacy-delete-title">{t('privacy.delete.title')}</h2>
      <p className="muted">{t('privacy.delete.intro')}</p>
      {status.isPending && <Spinner label={t('privacy.loading')} />}
      {status.isError && <Alert kind="error">{t('privacy.loadError', { message: status.error.message })}</Alert>}
      {cancel.isError && <Alert kind="error">{cancel.error.message}</Alert>}
      {pending ? (
        <>
          <Alert kind="info">{t('privacy.delete.scheduled', { date: day(pending.eraseAt, i18n.language) })}</Alert>
          <div>
            <button type="button" className="btn btn--primary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('privacy.delete.cancelButton')}
            </button>
          </div>
        </>
      ) : (
        status.data && (
          <div>
            {cancel.isSuccess && <Alert kind="success">{t('privacy.delete.cancelled')}</Alert>}
            <button type="button" className="btn btn--danger" onPointerEnter={preloadModal} onFocus={preloadModal} onClick={() => setOpen(true)}>
              {t('privacy.delete.button')}
            </button>
          </div>
        )
      )}
      {open && status.data?.state === 'none' && <DeleteDialog graceDays={status.data.graceDays} onClose={() => setOpen(false)} onScheduled={signedOutEverywhere} />}
    </section>
  );
}

function DeleteDialog({ graceDays, onClose, onScheduled }: { graceDays: number; onClose: () => void; onScheduled: (status: DeletionStatus) => Promise<void> }) {
  // The same signal as the sign-in page's Google button (GoogleButton): the hosted provider is loaded.
  const hostedSignIn = useHostedAuth() !== null;
  const { t, i18n } = useTranslation();
  const [eraseAt] = useState(() => new Date(Date.now() + graceDays * 86_400_000).toISOString());
  const [password, setPassword] = useState('');
  const request = useRequestDeletion();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The promise, not mutate's onSuccess: the new status unmounts this dialog, and mutate's callbacks die with it.
    request.mutateAsync(password).then(onScheduled, () => undefined /* shown in the dialog (request.error) */);
  };
  return (
    <Modal title={t('privacy.delete.dialogTitle')} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('privacy.delete.grace', { date: day(eraseAt, i18n.language) })}</p>
        <p className="muted">{t('privacy.delete.whatGoes')}</p>
        {/* The Google hint only where Google sign-in is offered (hosted sign-in configured). */}
        <Field label={t('privacy.delete.password')} hint={hostedSignIn ? t('privacy.delete.passwordHint') : undefined} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        {request.isError && <Alert kind="error">{request.error.message}</Alert>}
        <div className="privacy__actions">
          <button type="submit" className="btn btn--danger" disabled={request.isPending}>{t('privacy.delete.confirm')}</button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>{t('common.cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}
