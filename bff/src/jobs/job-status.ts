import { DocProcessResult, JobProgressSchema, JobStatus } from '@lexmitra/contracts';
import type { Job } from 'bullmq';

/** The `{error, code}` a worker put in a final failure (JSON message), or a generic one. */
export function parseFailure(reason: string | undefined): { error: string; code: string } {
  try {
    const parsed = JSON.parse(reason ?? '') as { error?: string; code?: string };
    if (parsed.code && parsed.error) return { error: parsed.error, code: parsed.code };
  } catch {
    // not one of ours: a crash or an unexpected error
  }
  return { error: 'The document could not be processed. Please try again.', code: 'INTERNAL' };
}

/** The synchronous call's answer shape for a finished document job. */
export function toAnswer(result: DocProcessResult): Record<string, string> {
  return result.operation === 'translate' ? { translated_answer: result.text } : { answer: result.text };
}

export function progressOf(value: unknown): JobStatus['progress'] {
  const parsed = JobProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function statusOf(job: Job): Promise<JobStatus> {
  const state = await job.getState();
  const progress = progressOf(job.progress);
  if (state === 'completed') return { id: job.id!, state: 'completed', progress, result: toAnswer(job.returnvalue as DocProcessResult) };
  if (state === 'failed') {
    const error = parseFailure(job.failedReason);
    return { id: job.id!, state: error.code === 'CANCELLED' ? 'cancelled' : 'failed', progress, error };
  }
  return { id: job.id!, state: state === 'active' ? 'active' : 'queued', progress };
}
