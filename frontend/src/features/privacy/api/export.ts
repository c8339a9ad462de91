import { ExportAnswerSchema, ExportStatusSchema, JobStatusSchema } from '@lexmitra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkAnswer, http } from '../../../shared/http';

export const latestExportQueryOptions = queryOptions({ queryKey: ['privacy', 'export'], queryFn: async () => (await http.send(ExportAnswerSchema, '/api/account/export')).export });

/** My latest export (with a fresh short-lived download link when it is ready). */
export const useLatestExport = () => useQuery(latestExportQueryOptions);

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.send(ExportStatusSchema, '/api/account/export', { method: 'POST' }),
    onSuccess: (status) => client.setQueryData(latestExportQueryOptions.queryKey, status),
  });
}

/**
 * Follows the export job over the job stream (GET /api/jobs/:id/events): progress in bytes, then
 * the end. Returns a function that stops following.
 */
export function followExport(jobId: string, onProgress: (done: number, total: number) => void, onEnd: (ok: boolean, message?: string) => void): () => void {
  const source = new EventSource(`/api/jobs/${encodeURIComponent(jobId)}/events`);
  source.addEventListener('status', (e) => {
    let status;
    try {
      status = checkAnswer(JobStatusSchema, JSON.parse((e as MessageEvent).data), 'job status event');
    } catch (err) {
      source.close();
      return onEnd(false, (err as Error).message);
    }
    if (status.progress) onProgress(status.progress.done, status.progress.total);
    if (status.state === 'completed') {
      source.close();
      onEnd(true);
    } else if (status.state === 'failed' || status.state === 'cancelled') {
      source.close();
      onEnd(false, status.error?.error);
    }
  });
  source.onerror = () => {
    // EventSource retries by itself; a closed stream (the job is gone) ends it.
    if (source.readyState === EventSource.CLOSED) onEnd(false);
  };
  return () => source.close();
}
