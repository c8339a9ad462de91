import { AUDIT_ACTIONS } from '@lexmitra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { useMyFirm } from '../dashboard';
import { FIRM_AUDIT_PAGE_SIZE, FirmAuditFilters, firmAuditCsvUrl, useFirmAudit } from './api/get-firm-audit';
import { AuditList, Pager } from './AuditList';
import './activity.css';

const NO_FILTERS: FirmAuditFilters = { member: '', action: '', from: '', to: '' };

/** The firm's audit log: Senior Partners filter it by member, action and dates, page it and download it as CSV. */
export function FirmAuditScreen() {
  const { t } = useTranslation();
  const firm = useMyFirm();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const senior = firm.data?.myRole === 'Senior Partner';
  const log = useFirmAudit(senior ? firm.data?.id : undefined, filters, page);
  const set = (patch: Partial<FirmAuditFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };

  if (firm.isPending) return <Spinner label={t('activity.loading')} />;
  if (firm.isError) return <Alert kind="error">{t('activity.loadError', { message: firm.error.message })}</Alert>;
  if (!firm.data || !senior) return <section className="card"><h1>{t('activity.firm.title')}</h1><p className="muted">{t('activity.firm.onlySenior')}</p></section>;

  const data = log.data;
  return (
    <section className="card stack" aria-labelledby="firm-audit-title">
      <h1 id="firm-audit-title">{t('activity.firm.title')}</h1>
      <p className="muted">{t('activity.firm.intro', { firm: firm.data.name })}</p>
      <div className="audit-filters" role="group" aria-label={t('activity.firm.filters')}>
        <div className="field">
          <label htmlFor="audit-member">{t('activity.firm.member')}</label>
          <select id="audit-member" value={filters.member} onChange={(e) => set({ member: e.target.value })}>
            <option value="">{t('activity.firm.everyone')}</option>
            {firm.data.members.map((m) => <option key={m.userId} value={m.userId}>{m.email}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-action">{t('activity.firm.action')}</label>
          <select id="audit-action" value={filters.action} onChange={(e) => set({ action: e.target.value as FirmAuditFilters['action'] })}>
            <option value="">{t('activity.firm.anyAction')}</option>
            {AUDIT_ACTIONS.map((a) => <option key={a} value={a}>{t(`activity.actions.${a}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">{t('activity.firm.from')}</label>
          <input id="audit-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{t('activity.firm.to')}</label>
          <input id="audit-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </div>
      <div className="row">
        <a className="btn btn--ghost btn--small" href={firmAuditCsvUrl(firm.data.id, filters)} download>{t('activity.firm.csv')}</a>
        {data && <span className="muted" aria-live="polite">{t('activity.firm.count', { count: data.total })}</span>}
      </div>
      {log.isPending && <Spinner label={t('activity.loading')} />}
      {log.isError && <Alert kind="error">{t('activity.loadError', { message: log.error.message })}</Alert>}
      {data && data.items.length === 0 && <p className="muted">{t('activity.firm.empty')}</p>}
      {data && data.items.length > 0 && <AuditList items={data.items} label={t('activity.firm.title')} detailed />}
      {data && <Pager page={page} pageSize={FIRM_AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} label={t('activity.pages')} />}
    </section>
  );
}
