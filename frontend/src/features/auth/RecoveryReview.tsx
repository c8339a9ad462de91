import { RecoveryItem, RecoveryResolveAnswerSchema, RecoveryReviewSchema } from '@lexmitra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, http } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { intlLocale } from '../../shared/i18n/formatDate';

const REVIEW_KEY = ['account', 'recovery'] as const;

/**
 * After the owner took the account back from someone who had registered its address first: what
 * was reset, and what that person made, each to keep or to delete; the firm the account was in, with
 * its members, so the owner sees who was let in (the firm's open invite codes were ended). Nothing
 * shows when there is no review (the usual case).
 */
export function RecoveryReview() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const firmHeadingId = useId();
  const client = useQueryClient();
  const [remove, setRemove] = useState<Set<string>>(new Set());
  const review = useQuery({ queryKey: REVIEW_KEY, queryFn: () => http.send(RecoveryReviewSchema, '/api/account/recovery') });
  const resolve = useMutation({
    mutationFn: (items: RecoveryItem[]) =>
      http.send(RecoveryResolveAnswerSchema, '/api/account/recovery/resolve', { json: { delete: items.filter((i) => remove.has(`${i.kind}:${i.id}`)).map(({ kind, id }) => ({ kind, id })) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
  const data = review.data?.review;
  if (resolve.isSuccess) return <Alert kind="success">{t('settings.recovery.done', { deleted: resolve.data.deleted, kept: resolve.data.kept })}</Alert>;
  if (!data) return null;
  const date = (iso: string) => new Date(iso).toLocaleString(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const toggle = (key: string) => setRemove((now) => {
    const next = new Set(now);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    resolve.mutate(data!.items);
  }

  return (
    <form className="stack" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('settings.recovery.title')}</h3>
      <p>{t('settings.recovery.intro', { date: date(data.recoveredAt) })}</p>
      <p className="muted">{t('settings.recovery.reset')}</p>
      {data.firm && (
        <section className="stack" aria-labelledby={firmHeadingId}>
          <h4 id={firmHeadingId}>{t('settings.recovery.firmTitle', { name: data.firm.name })}</h4>
          <p>{t('settings.recovery.firmIntro', { role: t(`firms.roles.${data.firm.role}`) })}</p>
          <ul>
            {data.firm.members.map((m) => (
              <li key={m.userId}>{t('settings.recovery.firmMember', { email: m.email, role: t(`firms.roles.${m.role}`), date: date(m.joinedAt) })}</li>
            ))}
          </ul>
          {data.firm.endedInvites.length > 0 && <p>{t('settings.recovery.invitesEnded', { count: data.firm.endedInvites.length })}</p>}
        </section>
      )}
      {data.items.length === 0 ? (
        <p>{t('settings.recovery.nothingMade')}</p>
      ) : (
        <fieldset className="stack">
          <legend>{t('settings.recovery.itemsLegend')}</legend>
          {data.items.map((item) => {
            const key = `${item.kind}:${item.id}`;
            return (
              <label key={key} className="checkbox">
                <input type="checkbox" checked={remove.has(key)} onChange={() => toggle(key)} />
                {' '}
                {t('settings.recovery.deleteItem', { kind: t(`settings.recovery.kind.${item.kind}`), label: item.label || t('settings.recovery.untitled'), date: date(item.createdAt) })}
              </label>
            );
          })}
        </fieldset>
      )}
      {resolve.error && <Alert kind="error">{resolve.error instanceof HttpError ? resolve.error.message : t('errors.unreachable')}</Alert>}
      <button type="submit" className="btn btn--primary" disabled={resolve.isPending}>
        {resolve.isPending ? t('account.saving') : t('settings.recovery.save', { count: remove.size })}
      </button>
    </form>
  );
}
