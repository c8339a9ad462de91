import { FirmInviteEmailAnswerSchema, InviteRole } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { firmPath, useFirmWrite } from './api/firm-path';

const mailInvite = (firmId: string, email: string, role: InviteRole) => http.send(FirmInviteEmailAnswerSchema, firmPath(firmId, '/invites/email'), { json: { email, role } });

/** Mails a new invite code to an address, for that address only and once, giving `role` (the Team card, for roles that may invite). */
export function InviteByEmail({ firmId, role }: { firmId: string; role: InviteRole }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const send = useFirmWrite((to: string) => mailInvite(firmId, to, role));

  function submit(e: FormEvent) {
    e.preventDefault();
    send.mutate(email.trim(), { onSuccess: () => setEmail('') });
  }

  return (
    <form className="stack" onSubmit={submit} aria-label={t('account.inviteByEmail')}>
      <Field label={t('account.inviteEmail')} type="email" name="invite-email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className="btn btn--ghost" disabled={send.isPending}>{send.isPending ? t('account.sending') : t('account.inviteByEmail')}</button>
      {send.data && <Alert kind={send.data.sent ? 'success' : 'info'}>{send.data.sent ? t('account.inviteSent', { code: send.data.code }) : t('account.inviteNotMailed', { code: send.data.code })}</Alert>}
      {send.error && <Alert kind="error">{send.error instanceof HttpError ? send.error.message : t('errors.unreachable')}</Alert>}
    </form>
  );
}
