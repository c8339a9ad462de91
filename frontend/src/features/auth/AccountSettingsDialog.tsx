import { PASSWORD_MIN_LENGTH } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import { changeEmail, changePassword } from './api/account';
import { RecoveryReview } from './RecoveryReview';

/** The server's words for a refusal (already in the interface language), or "unreachable". */
function useFailure(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return error instanceof HttpError ? error.message : t('errors.unreachable');
}

/** A new password, confirmed by the current one. This device stays signed in; the others are signed out. */
function ChangePasswordForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({ mutationFn: changePassword, onSuccess: () => [setCurrent, setNext, setConfirm].forEach((set) => set('')) });
  const failure = useFailure(change.error);

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    change.reset();
    if (!current) return setProblem(t('settings.currentMissing'));
    if (next !== confirm) return setProblem(t('errors.passwordsDoNotMatch'));
    if (next.length < PASSWORD_MIN_LENGTH) return setProblem(t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    change.mutate({ currentPassword: current, newPassword: next });
  }

  return (
    <form className="stack" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId}>{t('settings.passwordTitle')}</h3>
      <Field label={t('settings.currentPassword')} type="password" name="currentPassword" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      <Field label={t('account.newPassword')} type="password" name="newPassword" autoComplete="new-password" required hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })} value={next} onChange={(e) => setNext(e.target.value)} />
      <Field label={t('auth.confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {(problem ?? failure) && <Alert kind="error">{problem ?? failure}</Alert>}
      {change.isSuccess && <Alert kind="success">{t('settings.passwordChanged', { count: change.data.otherSessionsEnded })}</Alert>}
      <button type="submit" className="btn btn--primary" disabled={change.isPending}>{change.isPending ? t('account.saving') : t('settings.savePassword')}</button>
    </form>
  );
}

/** A new address, confirmed by the current password; it takes effect when the link mailed to it is opened. */
function ChangeEmailForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({ mutationFn: changeEmail, onSuccess: () => setPassword('') });
  const failure = useFailure(change.error);

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    change.reset();
    if (!email.trim()) return setProblem(t('settings.emailMissing'));
    if (!password) return setProblem(t('settings.currentMissing'));
    change.mutate({ newEmail: email.trim(), currentPassword: password });
  }

  return (
    <form className="stack" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId}>{t('settings.emailTitle')}</h3>
      <p className="muted">{t('settings.emailHint')}</p>
      <Field label={t('settings.newEmail')} type="email" name="newEmail" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label={t('settings.currentPassword')} type="password" name="emailPassword" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      {(problem ?? failure) && <Alert kind="error">{problem ?? failure}</Alert>}
      {change.isSuccess && <Alert kind="success">{t('settings.emailSent', { email: change.data.email })}</Alert>}
      <button type="submit" className="btn btn--primary" disabled={change.isPending}>{change.isPending ? t('account.sending') : t('settings.sendEmailLink')}</button>
    </form>
  );
}

/** The account menu's "Account settings": a recovered account's review (when there is one), change the password, change the e-mail address. */
export function AccountSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('settings.title')} onClose={onClose}>
      <div className="stack">
        <RecoveryReview />
        <ChangePasswordForm />
        <hr />
        <ChangeEmailForm />
      </div>
    </Modal>
  );
}
