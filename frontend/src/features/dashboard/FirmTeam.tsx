import type { Firm } from '@lexmitra/contracts';
import { FIRM_ROLES, FirmRole, INVITE_ROLES, InviteRole, mayInviteAs } from '@lexmitra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../../shared/session';
import { useCreateInvite, useLeaveFirm, useRemoveMember, useRevokeInvite, useSetMemberRole } from './api/manage-team';
import { InviteByEmail } from './InviteByEmail';

/** Team members with role and presence, the firm's invite codes, and leaving the firm. */
export function FirmTeam({ firm, onLeft }: { firm: Firm; onLeft: () => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [copied, setCopied] = useState<string | null>(null);
  const setRole = useSetMemberRole(firm.id);
  const remove = useRemoveMember(firm.id);
  const invite = useCreateInvite(firm.id);
  const revoke = useRevokeInvite(firm.id);
  const leave = useLeaveFirm(firm.id);
  const error = setRole.error ?? remove.error ?? invite.error ?? revoke.error ?? leave.error;
  const may = (a: Firm['permissions'][number]) => firm.permissions.includes(a);
  // What an invite makes a person: the inviter's own role or below; the fewest rights unless picked.
  const rolesToGive = INVITE_ROLES.filter((r) => mayInviteAs(firm.myRole, r));
  const [inviteRole, setInviteRole] = useState<InviteRole>(rolesToGive.includes('Junior Associate') ? 'Junior Associate' : rolesToGive[rolesToGive.length - 1] ?? 'Paralegal');

  async function copy(code: string) {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(code);
  }

  return (
    <section className="card stack" aria-labelledby="team-title">
      <h2 id="team-title">{t('firms.team')}</h2>
      {error && <Alert kind="error">{error.message}</Alert>}
      <ul className="list-plain firm-team" aria-label={t('firms.members')}>
        {firm.members.map((m) => (
          <li key={m.userId}>
            <strong>{m.name ?? m.email}</strong>{m.name && <span className="muted"> · {m.email}</span>} · {t(`firms.roles.${m.role}`)} <span className={`tag tag--${m.presence.toLowerCase()}`}>{t(`firms.presence.${m.presence}`)}</span>
            {may('changeRole') && (
              <div className="row">
                <label className="muted" htmlFor={`role-${m.userId}`}>{t('firms.role')}</label>
                <select id={`role-${m.userId}`} value={m.role} onChange={(e) => setRole.mutate({ userId: m.userId, role: e.target.value as FirmRole })}>
                  {FIRM_ROLES.map((r) => <option key={r} value={r}>{t(`firms.roles.${r}`)}</option>)}
                </select>
                {may('removeMember') && m.userId !== user?.uid && (
                  <button type="button" className="btn btn--link" aria-label={t('firms.removeMember', { email: m.name ?? m.email })} onClick={() => remove.mutate(m.userId)}>{t('firms.remove')}</button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {firm.members.length === 1 && <p className="muted">{t('firms.onlyMember')}</p>}
      {may('invite') && (
        <div className="stack" aria-label={t('firms.inviteCodes')} role="group">
          <h3>{t('firms.inviteCodes')}</h3>
          {firm.invites.length === 0 && <p className="muted">{t('firms.noInvites')}</p>}
          <ul className="list-plain">
            {firm.invites.map((i) => (
              <li key={i.code} className="row">
                <code className="invite-code">{i.code}</code>
                <span className="muted">{i.email ? t('firms.inviteFor', { role: t(`firms.roles.${i.role}`), email: i.email }) : t(`firms.roles.${i.role}`)}</span>
                {i.expiresAt && <span className="muted">{t('firms.until', { date: new Date(i.expiresAt).toLocaleDateString(`${i18n.language}-IN`) })}</span>}
                <button type="button" className="btn btn--ghost" onClick={() => void copy(i.code)}>{copied === i.code ? t('firms.copied') : t('firms.copyCode')}</button>
                <button type="button" className="btn btn--link" aria-label={t('firms.revokeCode', { code: i.code })} onClick={() => revoke.mutate(i.code)}>{t('firms.revoke')}</button>
              </li>
            ))}
          </ul>
          <div className="row">
            <label htmlFor="invite-role">{t('firms.inviteRole')}</label>
            <select id="invite-role" value={inviteRole} onChange={(e) => setInviteRole(e.target.value as InviteRole)}>
              {rolesToGive.map((r) => <option key={r} value={r}>{t(`firms.roles.${r}`)}</option>)}
            </select>
          </div>
          <button type="button" className="btn btn--ghost" onClick={() => invite.mutate(inviteRole)} disabled={invite.isPending}>{t('firms.newInvite')}</button>
          <InviteByEmail firmId={firm.id} role={inviteRole} />
        </div>
      )}
      <button type="button" className="btn btn--link" onClick={() => leave.mutate(undefined, { onSuccess: onLeft })} disabled={leave.isPending}>{t('firms.leave')}</button>
    </section>
  );
}
