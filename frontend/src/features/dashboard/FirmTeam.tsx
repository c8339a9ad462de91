import type { Firm } from '@lexmitra/contracts';
import { FIRM_ROLES, FirmRole } from '@lexmitra/contracts';
import { useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../auth/AuthProvider';
import { useCreateInvite, useLeaveFirm, useRemoveMember, useRevokeInvite, useSetMemberRole } from './api/manage-team';

/** Team members with role and presence, the firm's invite codes, and leaving the firm. */
export function FirmTeam({ firm, onLeft }: { firm: Firm; onLeft: () => void }) {
  const { user } = useAuth();
  const [copied, setCopied] = useState<string | null>(null);
  const setRole = useSetMemberRole(firm.id);
  const remove = useRemoveMember(firm.id);
  const invite = useCreateInvite(firm.id);
  const revoke = useRevokeInvite(firm.id);
  const leave = useLeaveFirm(firm.id);
  const error = setRole.error ?? remove.error ?? invite.error ?? revoke.error ?? leave.error;
  const may = (a: Firm['permissions'][number]) => firm.permissions.includes(a);

  async function copy(code: string) {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(code);
  }

  return (
    <section className="card stack" aria-labelledby="team-title">
      <h2 id="team-title">Team</h2>
      {error && <Alert kind="error">{error.message}</Alert>}
      <ul className="list-plain firm-team" aria-label="Team members">
        {firm.members.map((m) => (
          <li key={m.userId}>
            <strong>{m.email}</strong> · {m.role} <span className={`tag tag--${m.presence.toLowerCase()}`}>{m.presence}</span>
            {may('changeRole') && (
              <div className="row">
                <label className="muted" htmlFor={`role-${m.userId}`}>Role</label>
                <select id={`role-${m.userId}`} value={m.role} onChange={(e) => setRole.mutate({ userId: m.userId, role: e.target.value as FirmRole })}>
                  {FIRM_ROLES.map((r) => <option key={r}>{r}</option>)}
                </select>
                {may('removeMember') && m.userId !== user?.uid && (
                  <button type="button" className="btn btn--link" aria-label={`Remove ${m.email}`} onClick={() => remove.mutate(m.userId)}>Remove</button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {firm.members.length === 1 && <p className="muted">You are the only member so far. Share an invite code to add your colleagues.</p>}
      {may('invite') && (
        <div className="stack" aria-label="Invite codes" role="group">
          <h3>Invite codes</h3>
          {firm.invites.length === 0 && <p className="muted">No open invite codes. Create one to let a colleague join.</p>}
          <ul className="list-plain">
            {firm.invites.map((i) => (
              <li key={i.code} className="row">
                <code className="invite-code">{i.code}</code>
                {i.expiresAt && <span className="muted">until {new Date(i.expiresAt).toLocaleDateString('en-IN')}</span>}
                <button type="button" className="btn btn--ghost" onClick={() => void copy(i.code)}>{copied === i.code ? 'Copied' : 'Copy code'}</button>
                <button type="button" className="btn btn--link" aria-label={`Revoke ${i.code}`} onClick={() => revoke.mutate(i.code)}>Revoke</button>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--ghost" onClick={() => invite.mutate(undefined)} disabled={invite.isPending}>New invite code</button>
        </div>
      )}
      <button type="button" className="btn btn--link" onClick={() => leave.mutate(undefined, { onSuccess: onLeft })} disabled={leave.isPending}>Leave firm</button>
    </section>
  );
}
