import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatBytes } from '../../shared/i18n/formatBytes';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { followExport, latestExportQueryOptions, useLatestExport, useRequestExport } from './api/export';
import { intlLocale } from '../../shared/i18n/formatDate';

const when = (iso: string, lang: string) => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** Export my data: one button, a progress bar while the worker writes the ZIP, then a short-lived link. */
export function ExportSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const latest = useLatestExport();
  const request = useRequestExport();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const current = latest.data ?? null;
  const preparing = current?.state === 'queued' || current?.state === 'running';
  const jobId = preparing ? current.jobId : null;

  useEffect(() => {
    if (!jobId) return;
    return followExport(
      jobId,
      (done, total) => setProgress({ done, total }),
      () => {
        setProgress(null);
        // The export record says how it ended, in the words meant for this page (ready with a link, or failed).
        void client.invalidateQueries({ queryKey: latestExportQueryOptions.queryKey });
      },
    );
  }, [jobId, client]);

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <section className="card stack" aria-labelledby="privacy-export-title">
      <h2 id="privacy-export-title">{t('privacy.export.title')}</h2>
      <p className="muted">{t('privacy.export.intro')}</p>
      {latest.isPending && <Spinner label={t('privacy.loading')} />}
      {latest.isError && <Alert kind="error">{t('privacy.loadError', { message: latest.error.message })}</Alert>}
      {request.isError && <Alert kind="error">{request.error.message}</Alert>}
      {current?.state === 'failed' && <Alert kind="error">{current.error ?? t('privacy.export.failed')}</Alert>}
      {preparing && (
        <div className="privacy__progress" aria-live="polite">
          <progress max={100} value={percent ?? undefined} aria-label={t('privacy.export.progressLabel')} />
          <span className="muted">{percent === null ? t('privacy.export.preparing') : t('privacy.export.percent', { percent })}</span>
        </div>
      )}
      {current?.state === 'ready' && current.downloadUrl && (
        <Alert kind="success">
          {t('privacy.export.ready', { size: formatBytes(current.size ?? 0), expires: when(current.expiresAt ?? current.requestedAt, i18n.language) })}{' '}
          <a href={current.downloadUrl} download>{t('privacy.export.download')}</a>
          <span className="muted"> {t('privacy.export.linkNote', { minutes: Math.max(1, Math.round((Date.parse(current.linkExpiresAt ?? '') - Date.now()) / 60_000)) })}</span>
        </Alert>
      )}
      {current?.state === 'expired' && <p className="muted">{t('privacy.export.expired')}</p>}
      <div>
        <button type="button" className="btn btn--primary" disabled={preparing || request.isPending} onClick={() => request.mutate()}>
          {preparing || request.isPending ? t('privacy.export.preparingButton') : t('privacy.export.button')}
        </button>
      </div>
    </section>
  );
}
