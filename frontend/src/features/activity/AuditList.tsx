import type { AuditRecordView } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../shared/i18n/formatDate';

/** Records as sentences a person reads: who, did what, to which paper, when (in India's time). */
export function AuditList({ items, label, detailed = false }: { items: AuditRecordView[]; label: string; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const person = (p: { email: string | null; isYou?: boolean }) => (p.isYou ? t('activity.you') : (p.email ?? t('activity.deletedAccount')));
  return (
    <ul className="audit-list" aria-label={label}>
      {items.map((r) => (
        <li key={r.id} className="audit-list__item">
          <div>
            <strong>{person(r.actor)}</strong> {t(`activity.actions.${r.action}`)}
            {r.target.label && <> · <span className="audit-list__target">{r.target.label}</span></>}
          </div>
          <div className="muted">
            <time dateTime={r.at}>{when.format(new Date(r.at))}</time>
            {detailed && r.owner.id !== r.actor.id && <> · {t('activity.ownedBy', { owner: r.owner.email ?? t('activity.deletedAccount') })}</>}
            {detailed && r.ip && <> · {t('activity.from', { ip: r.ip })}</>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Previous / Next with "Page x of y"; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="row" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('activity.previous')}</button>
      <span>{t('activity.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('activity.next')}</button>
    </nav>
  );
}
