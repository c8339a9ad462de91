/**
 * Job results stay small in Redis: a result over JOB_RESULT_INLINE_MAX_BYTES is written to object
 * storage and the job returns a pointer ({operation, stored: {key, bytes}}) that the BFF reads once.
 * The object is removed with the job's other leftovers by the retention sweep (docs/document-ai.md, JOB_RESULT_RETENTION_HOURS).
 */
import { DocProcessResult, JOB_RESULTS_PREFIX, StoredDocProcessResult } from '@lexmitra/contracts';
import type { ObjectStore } from '@lexmitra/storage';

export const jobResultKey = (jobId: string) => `${JOB_RESULTS_PREFIX}${jobId}.json`;

export async function keepResult(store: ObjectStore, jobId: string, result: DocProcessResult, maxInlineBytes: number): Promise<StoredDocProcessResult> {
  const json = JSON.stringify(result);
  const bytes = Buffer.byteLength(json);
  if (bytes <= maxInlineBytes) return result;
  const key = jobResultKey(jobId);
  await store.put(key, json, 'application/json');
  return { operation: result.operation, stored: { key, bytes } };
}
