/** Job statuses typed by kind (contracts JobStatusSchema), and the one map from a failure code to an HTTP answer. */
import { JobStatusSchema } from '@lexmitra/contracts';
import type { Job } from 'bullmq';
import { failureException, statusOf } from '../src/jobs/job-status';

const job = (name: string, returnvalue: unknown, extra: object = {}) => ({ id: 'j1', name, progress: { done: 2, total: 2 }, returnvalue, data: {}, ...extra }) as unknown as Job;

describe('job statuses by kind', () => {
  it('gives a document job the synchronous call\'s answer, typed as such', () => {
    const translated = statusOf(job('doc.process', { operation: 'translate', text: 'अनुवाद' }), 'completed');
    expect(translated).toEqual({ id: 'j1', kind: 'doc.process', state: 'completed', progress: { done: 2, total: 2 }, result: { translated_answer: 'अनुवाद' } });
    expect(JobStatusSchema.parse(translated)).toEqual(translated);
    expect(statusOf(job('doc.process', { operation: 'summarize', text: 'A summary.' }), 'completed')).toMatchObject({ result: { answer: 'A summary.' } });
  });

  it('gives an export job its id, size and file count, and refuses a result of the wrong shape', () => {
    const done = statusOf(job('account.export', { exportId: 'e1', size: 10, files: 2 }), 'completed');
    expect(JobStatusSchema.parse(done)).toMatchObject({ kind: 'account.export', result: { exportId: 'e1', size: 10, files: 2 } });
    expect(() => statusOf(job('account.export', { answer: 'not an export' }), 'completed')).toThrow();
    // A document answer is not a valid export result in the contract either.
    expect(JobStatusSchema.safeParse({ id: 'j', kind: 'account.export', state: 'completed', progress: null, result: { answer: 'x' } }).success).toBe(false);
  });

  it('says which kind a queued job is, and refuses a job nobody follows', () => {
    expect(statusOf(job('doc.process', undefined), 'waiting')).toEqual({ id: 'j1', kind: 'doc.process', state: 'queued', progress: { done: 2, total: 2 } });
    expect(() => statusOf(job('account.erase', undefined), 'waiting')).toThrow(/not one a person follows/);
  });
});

describe('one map from a failure code to the HTTP answer', () => {
  const answer = (code: string, message = 'words') => {
    const err = failureException({ code: code as never, message, retryable: false });
    return { status: err.getStatus(), body: err.getResponse() };
  };

  it('answers an unreadable document 422 with the job\'s own code', () => {
    expect(answer('DOCUMENT_TOO_LARGE')).toEqual({ status: 422, body: { error: 'words', code: 'DOCUMENT_TOO_LARGE' } });
    expect(answer('DOCUMENT_SCANNED')).toEqual({ status: 422, body: { error: 'words', code: 'DOCUMENT_SCANNED' } });
  });

  it('keeps the reading limit a document reached, with its numbers, in the 422 answer and in the job status', () => {
    const limit = { limit: 'pages', max: 2000 } as const;
    const failure = { code: 'DOCUMENT_TOO_LARGE' as const, message: 'This PDF has more than 2,000 pages…', retryable: false, limit };
    expect(failureException(failure).getResponse()).toEqual({ error: failure.message, code: 'DOCUMENT_TOO_LARGE', limit });
    const failed = statusOf(job('doc.process', undefined, { data: { _failure: failure } }), 'failed');
    expect(JobStatusSchema.parse(failed)).toMatchObject({ state: 'failed', error: { error: failure.message, code: 'DOCUMENT_TOO_LARGE', limit } });
    // An old record (no limit) keeps its English sentence only.
    expect(statusOf(job('doc.process', undefined, { data: { _failure: { ...failure, limit: undefined } } }), 'failed').error).toEqual({ error: failure.message, code: 'DOCUMENT_TOO_LARGE' });
  });

  it('maps limits, a missing model and a cancel to their statuses', () => {
    expect(answer('AI_DAILY_LIMIT')).toEqual({ status: 429, body: { error: 'words', code: 'RATE_LIMITED' } });
    expect(answer('AI_PROVIDER_REQUIRED').status).toBe(503);
    expect(answer('CANCELLED').status).toBe(409);
  });

  it('answers any other failure 502 without an internal message', () => {
    expect(answer('AI_MALFORMED')).toEqual({ status: 502, body: { error: 'words', code: 'INTERNAL' } });
    expect(answer('INTERNAL', 'stack trace here').body).toEqual({ error: 'The document could not be processed. Please try again.', code: 'INTERNAL' });
  });
});
