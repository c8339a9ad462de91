import { DocAiOperation, JobAcceptedSchema, JobStatusSchema } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAnswer, http, HttpError } from '../../../shared/http';
import { currentLanguage, i18n, localizeError } from '../../../shared/i18n';

export interface ProcessInput {
  file: File;
  query: string;
  operation: DocAiOperation;
  translationLanguage?: string;
  /** The language dropdown's choice, sent with every operation: OCR reads a scan in it first. */
  language?: string;
}

export interface ProcessHandle {
  result: Promise<Record<string, unknown>>;
  cancel(): void;
}

const cancelJob = (id: string) => void http.send(JobStatusSchema, `/api/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => {});

/**
 * Call 2 in its asynchronous form: the upload answers 202 with a job id, progress arrives as
 * Server-Sent Events, and the final event carries the same answer the synchronous call gives.
 */
export function processDocument(input: ProcessInput, onProgress: (done: number, total: number, stage?: Progress['stage']) => void): ProcessHandle {
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
    if (input.language) form.append('language', input.language);
    // The screens send docs/product.md §5's English queries: the interface language tells the answer's language.
    form.append('interface_language', currentLanguage());
    http.send(JobAcceptedSchema, '/process_pdf/?async=1', { body: form })
      .then(({ jobId: id }) => {
        jobId = id;
        if (cancelled) return cancelJob(id);
        source = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
        source.addEventListener('status', (e) => {
          let status;
          try {
            status = checkAnswer(JobStatusSchema, JSON.parse((e as MessageEvent).data), 'job status event');
          } catch (err) {
            source?.close();
            return reject(err);
          }
          if (status.progress) onProgress(status.progress.done, status.progress.total, status.progress.stage);
          if (status.state === 'completed') { source?.close(); resolve(status.result ?? {}); }
          if (status.state === 'failed' || status.state === 'cancelled') {
            source?.close();
            reject(new HttpError(422, localizeError(status.error?.code, status.error?.error ?? i18n.t('errors.jobUnfinished'), status.error?.limit), status.error?.code ?? status.state.toUpperCase()));
          }
        });
        source.onerror = () => {
          // EventSource retries by itself; give up only if the server closed for good.
          if (source?.readyState === EventSource.CLOSED) reject(new Error(i18n.t('errors.connectionLost')));
        };
      })
      .catch(reject);
  });

  return {
    result,
    cancel() {
      cancelled = true;
      source?.close();
      if (jobId) cancelJob(jobId);
      rejectResult(new HttpError(499, 'Cancelled.', 'CANCELLED'));
    },
  };
}

export interface Progress { done: number; total: number; stage?: 'reading' | 'ocr' | 'processing' }

/**
 * Runs one document job as a mutation, with its progress and a Cancel. A job still running when
 * the screen goes is cancelled, so the worker stops at its next checkpoint.
 */
export function useProcessDocument() {
  const handle = useRef<ProcessHandle | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: ProcessInput) => {
      setProgress(null);
      const job = processDocument(input, (done, total, stage) => setProgress({ done, total, stage }));
      handle.current = job;
      try {
        return await job.result;
      } finally {
        if (handle.current === job) handle.current = null;
        setProgress(null);
      }
    },
  });
  useEffect(() => () => handle.current?.cancel(), []);
  const cancel = useCallback(() => handle.current?.cancel(), []);
  return { ...mutation, progress, cancel };
}
