import { JobAccepted, JobStatus } from '@lexmitra/contracts';
import { HttpError, request } from '../../shared/http';

export interface ProcessInput {
  file: File;
  query: string;
  operation: 'translate' | 'summarize' | 'simplify' | 'answer';
  translationLanguage?: string;
}

export interface ProcessHandle {
  result: Promise<Record<string, unknown>>;
  cancel(): void;
}

/**
 * Call 2 in its asynchronous form: the upload answers 202 with a job id, progress arrives as
 * Server-Sent Events, and the final event carries the same answer the synchronous call gives.
 */
export function processDocument(input: ProcessInput, onProgress: (done: number, total: number) => void): ProcessHandle {
  let jobId: string | null = null;
  let source: EventSource | null = null;
  let cancelled = false;
  let rejectResult: (err: Error) => void = () => {};

  const result = new Promise<Record<string, unknown>>((resolve, reject) => {
    rejectResult = reject;
    const form = new FormData();
    form.append('file', input.file);
    form.append('query', input.query);
    form.append('operation', input.operation);
    if (input.translationLanguage) form.append('translation_language', input.translationLanguage);
    request('/process_pdf/?async=1', { method: 'POST', body: form })
      .then((res) => res.json() as Promise<JobAccepted>)
      .then(({ jobId: id }) => {
        jobId = id;
        if (cancelled) return void request(`/api/jobs/${id}`, { method: 'DELETE' }).catch(() => {});
        source = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
        source.addEventListener('status', (e) => {
          const status = JSON.parse((e as MessageEvent).data) as JobStatus;
          if (status.progress) onProgress(status.progress.done, status.progress.total);
          if (status.state === 'completed') { source?.close(); resolve(status.result ?? {}); }
          if (status.state === 'failed' || status.state === 'cancelled') {
            source?.close();
            reject(new HttpError(422, status.error?.error ?? 'The job did not finish.', status.error?.code ?? status.state.toUpperCase()));
          }
        });
        source.onerror = () => {
          // EventSource retries by itself; give up only if the server closed for good.
          if (source?.readyState === EventSource.CLOSED) reject(new Error('Lost the connection to the server.'));
        };
      })
      .catch(reject);
  });

  return {
    result,
    cancel() {
      cancelled = true;
      source?.close();
      if (jobId) void request(`/api/jobs/${jobId}`, { method: 'DELETE' }).catch(() => {});
      rejectResult(new HttpError(499, 'Cancelled.', 'CANCELLED'));
    },
  };
}
