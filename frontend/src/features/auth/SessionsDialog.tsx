import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { listSessions, SESSIONS_KEY, signOutEverywhere } from './api/account';
import { useAuth } from '../../shared/session';

/** The account menu's "Devices": where this account is signed in, and "sign out everywhere". */
export function SessionsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions });
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: SESSIONS_KEY });
      // This browser's session ended too: clear what the SPA keeps and leave.
      await signOut().catch(() => undefined);
      onClose();
      navigate('/sign-in', { state: { notice: t('account.signedOutEverywhere') } });
    },
  });
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const error = sessions.error ?? everywhere.error;

  return (
    <Modal title={t('account.sessionsTitle')} onClose={onClose}>
      <div className="stack">
        {sessions.isPending && <Spinner />}
        {sessions.data && sessions.data.items.length === 0 && <p>{t('account.noSessions')}</p>}
        {sessions.data && sessions.data.items.length > 0 && (
          <ul className="stack" aria-label={t('account.sessionsTitle')}>
            {sessions.data.items.map((s) => (
              <li key={s.id}>
                <strong>{s.device}</strong>
                {s.current && <> ({t('account.thisDevice')})</>}
                <br />
                <span className="muted">{t('account.sessionLine', { ip: s.ip || '-', when: when(s.lastSeenAt) })}</span>
              </li>
            ))}
          </ul>
        )}
        {error && <Alert kind="error">{error instanceof HttpError ? error.message : t('errors.unreachable')}</Alert>}
        <p className="muted">{t('account.everywhereHint')}</p>
        <button type="button" className="btn btn--primary" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
          {everywhere.isPending ? t('account.signingOut') : t('account.signOutEverywhere')}
        </button>
      </div>
    </Modal>
  );
}
