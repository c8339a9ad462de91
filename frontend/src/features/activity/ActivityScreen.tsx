import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { ACTIVITY_PAGE_SIZE, useMyActivity } from './api/get-my-activity';
import { AuditList, Pager } from './AuditList';
import './activity.css';

/** "Activity on my documents": who uploaded, opened, downloaded or deleted my papers, and when. */
export function ActivityScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useMyActivity(page);
  const data = activity.data;
  return (
    <section className="card stack" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('activity.title')}</h1>
      <p className="muted">{t('activity.intro')}</p>
      {activity.isPending && <Spinner label={t('activity.loading')} />}
      {activity.isError && <Alert kind="error">{t('activity.loadError', { message: activity.error.message })}</Alert>}
      {data && data.items.length === 0 && <p className="muted">{t('activity.empty')}</p>}
      {data && data.items.length > 0 && <AuditList items={data.items} label={t('activity.title')} />}
      {data && <Pager page={page} pageSize={ACTIVITY_PAGE_SIZE} total={data.total} onPage={setPage} label={t('activity.pages')} />}
    </section>
  );
}
