import { formatBytes } from '../../shared/i18n/formatBytes';
import { useTranslation } from 'react-i18next';
import { useUsage } from './api/get-usage';

/** One line under the tools: how much of the per-user quotas is used. Nothing while loading or on error. */
export function StorageUsed({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const usage = useUsage(enabled).data;
  if (!usage) return null;
  const { documents, drafts } = usage;
  return (
    <p className="muted">
      {t('dashboard.storage', { used: formatBytes(documents.usedBytes), limit: formatBytes(documents.limitBytes), count: drafts.count, max: drafts.limit })}
    </p>
  );
}
