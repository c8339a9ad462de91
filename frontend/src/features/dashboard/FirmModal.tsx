import { FormEvent, useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';

export type FirmMode = 'join' | 'create';
export interface FirmRequest { mode: FirmMode; inviteCode?: string; name?: string; description?: string }

/**
 * Join a firm by invite code, or create one (name required, description optional). Closes on
 * Cancel, X or success; a server error stays in the modal so the input can be corrected.
 */
export function FirmModal({ mode, onClose, onSubmit }: { mode: FirmMode; onClose: () => void; onSubmit: (req: FirmRequest) => Promise<void> }) {
  const [inviteCode, setInviteCode] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSubmit = !busy && (mode === 'join' ? inviteCode.trim() !== '' : name.trim() !== '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(mode === 'join' ? { mode, inviteCode: inviteCode.trim() } : { mode, name: name.trim(), description: description.trim() });
      onClose();
    } catch (err) {
      setError((err as Error).message || 'Something went wrong. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Modal title={mode === 'join' ? 'Join a firm' : 'Create a firm'} onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        {mode === 'join' ? (
          <Field label="Invite code" name="inviteCode" autoComplete="off" value={inviteCode} onChange={(e) => setInviteCode(e.target.value)} />
        ) : (
          <>
            <Field label="Firm name" name="name" required value={name} onChange={(e) => setName(e.target.value)} />
            <Field label="Description (optional)" name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
          </>
        )}
        {error && <Alert kind="error">{error}</Alert>}
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={!canSubmit}>{mode === 'join' ? 'Join Firm' : 'Create Firm'}</button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Modal>
  );
}
