import { formatBytes } from '@lexmitra/contracts';
import { useUsage } from './api/get-usage';

/** One line under the tools: how much of the per-user quotas is used. Nothing while loading or on error. */
export function StorageUsed({ enabled }: { enabled: boolean }) {
  const usage = useUsage(enabled).data;
  if (!usage) return null;
  const { documents, drafts } = usage;
  return (
    <p className="muted">
      Storage used: {formatBytes(documents.usedBytes)} of {formatBytes(documents.limitBytes)} for documents; {drafts.count} of {drafts.limit} drafts.
    </p>
  );
}
