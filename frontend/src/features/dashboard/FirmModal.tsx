import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import { useCreateFirm, useJoinFirm } from './api/join-or-create-firm';

export type FirmMode = 'join' | 'create';

/**
 * Join a firm by invite code, or create one (name required, description optional). Closes on
 * Cancel, X or success, handing the caller the notice to show; a server error stays in the modal
 * so the input can be corrected.
 */
export function FirmModal({ mode, onClose, onDone }: { mode: FirmMode; onClose: () => void; onDone: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const [inviteCode, setInviteCode] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // The name the team list shows (the e-mail address stands beside it).
  const [yourName, setYourName] = useState('');
  const join = useJoinFirm();
  const create = useCreateFirm();
  const action = mode === 'join' ? join : create;
  const busy = action.isPending;
  const error = action.error ? action.error.message || t('common.somethingWrong') : null;
  const canSubmit = !busy && (mode === 'join' ? inviteCode.trim() !== '' : name.trim() !== '');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    const finish = (notice: string | null) => {
      onDone(notice);
      onClose();
    };
    if (mode === 'join') {
      join.mutate({ inviteCode: inviteCode.trim(), yourName: yourName.trim() || undefined }, { onSuccess: ({ firm }) => finish(firm ? t('firms.joined', { name: firm.name, role: t(`firms.roles.${firm.myRole}`) }) : null) });
    } else {
      create.mutate({ name: name.trim(), description: description.trim(), yourName: yourName.trim() || undefined }, {
        onSuccess: (created) => finish(t('firms.created', { name: created.firm.name, code: created.inviteCode })),
      });
    }
  }

  return (
    <Modal title={mode === 'join' ? t('firms.joinTitle') : t('firms.createTitle')} onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        {mode === 'join' ? (
          <Field label={t('firms.inviteCode')} name="inviteCode" autoComplete="off" value={inviteCode} onChange={(e) => setInviteCode(e.target.value)} />
        ) : (
          <>
            <Field label={t('firms.firmName')} name="name" required value={name} onChange={(e) => setName(e.target.value)} />
            <Field label={t('firms.description')} name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
          </>
        )}
        <Field label={t('firms.yourName')} hint={t('firms.yourNameHint')} name="yourName" autoComplete="name" value={yourName} onChange={(e) => setYourName(e.target.value)} />
        {error && <Alert kind="error">{error}</Alert>}
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={!canSubmit}>{mode === 'join' ? t('firms.joinButton') : t('firms.createButton')}</button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>{t('common.cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}
