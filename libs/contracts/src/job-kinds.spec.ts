import { DOC_PROCESS_JOB } from './doc-ai';
import { FOLLOWED_JOB_KINDS, JobStatusSchema } from './http/jobs';
import { JOBS } from './queues';

describe('the kinds of followed jobs', () => {
  it('are the job names the workers run (written out in http/jobs.ts to keep the queue module out of the SPA)', () => {
    expect([...FOLLOWED_JOB_KINDS].sort()).toEqual([DOC_PROCESS_JOB, JOBS.accountExport, JOBS.chatAnswer].sort());
  });

  it('type a status by its kind: a document answer is not an export result', () => {
    const base = { id: 'j', state: 'completed', progress: null };
    expect(JobStatusSchema.safeParse({ ...base, kind: DOC_PROCESS_JOB, result: { answer: 'a' } }).success).toBe(true);
    expect(JobStatusSchema.safeParse({ ...base, kind: JOBS.accountExport, result: { answer: 'a' } }).success).toBe(false);
    expect(JobStatusSchema.safeParse({ ...base, kind: 'account.erase' }).success).toBe(false);
  });
});
