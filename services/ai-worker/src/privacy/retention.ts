/**
 * Retention. Objects with a fixed lifetime by prefix expire by MinIO lifecycle rules (applied at
 * start and by every sweep, so a reset bucket heals); what has no prefix rule — finished job
 * results in Redis, the records of expired exports and audit records older than
 * AUDIT_RETENTION_DAYS — goes with the hourly `retention.sweep` (a BullMQ job scheduler, one
 * schedule however many workers run).
 */
import { JOB_RESULTS_PREFIX, QUEUES, QueueName } from '@lexmitra/contracts';
import type { AuditRepository, PrivacyRepository } from '@lexmitra/data';
import type { JobHandler } from '@lexmitra/platform';
import { EXTRACTION_CACHE_PREFIX, OBJECT_PREFIXES, ObjectStore } from '@lexmitra/storage';
import type { Queue } from 'bullmq';
import type { LifecycleConfig } from 'minio';
import type { Logger } from 'pino';

export interface RetentionSettings {
  EXPORT_RETENTION_DAYS: number;
  EXTRACTION_CACHE_RETENTION_DAYS: number;
  JOB_RESULT_RETENTION_HOURS: number;
  AUDIT_RETENTION_DAYS: number;
}

/** Doc-AI uploads are removed by their job when it settles; a crashed job's upload goes after a day. */
const JOB_UPLOADS_DAYS = 1;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Queued or failed exports older than this lose their record (the job is long gone). */
const STALE_EXPORT_MS = 24 * HOUR_MS;

export function lifecycleRules(s: RetentionSettings): LifecycleConfig {
  const expire = (ID: string, Prefix: string, Days: number) => ({ ID, Status: 'Enabled', Filter: { Prefix }, Expiration: { Days } });
  return {
    Rule: [
      expire('expire-exports', OBJECT_PREFIXES.exports, s.EXPORT_RETENTION_DAYS),
      expire('expire-extraction-cache', EXTRACTION_CACHE_PREFIX, s.EXTRACTION_CACHE_RETENTION_DAYS),
      expire('expire-job-uploads', `${OBJECT_PREFIXES.jobs}uploads/`, JOB_UPLOADS_DAYS),
      // Results too large for Redis: kept at least as long as the job that points at them.
      expire('expire-job-results', JOB_RESULTS_PREFIX, Math.max(1, Math.ceil(s.JOB_RESULT_RETENTION_HOURS / 24))),
    ],
  };
}

export async function applyLifecycleRules(store: ObjectStore, s: RetentionSettings): Promise<void> {
  await store.ensureBucket();
  await store.client.setBucketLifecycle(store.bucket, lifecycleRules(s));
}

export interface SweepDeps {
  ready: () => Promise<unknown>;
  privacy: PrivacyRepository;
  audit: AuditRepository;
  store: ObjectStore;
  queues: (name: QueueName) => Queue;
  settings: RetentionSettings;
  logger: Logger;
}

export function retentionSweepHandler(deps: SweepDeps): JobHandler {
  return async () => {
    const ageMs = deps.settings.JOB_RESULT_RETENTION_HOURS * HOUR_MS;
    let jobs = 0;
    for (const name of Object.values(QUEUES)) {
      // Jobs added without removeOnComplete, or kept longer than the retention, lose their results.
      jobs += (await deps.queues(name).clean(ageMs, 10_000, 'completed')).length;
    }
    await deps.ready();
    const now = new Date();
    let exports = 0;
    for (const exp of await deps.privacy.expiredExports(now, new Date(now.getTime() - STALE_EXPORT_MS))) {
      await deps.store.remove(exp.objectKey);
      await deps.privacy.deleteExport(exp._id);
      exports++;
    }
    await applyLifecycleRules(deps.store, deps.settings);
    // Last: a first run over years of records takes many batches, and the rest need not wait for it.
    const audit = await deps.audit.deleteOlderThan(new Date(now.getTime() - deps.settings.AUDIT_RETENTION_DAYS * DAY_MS));
    deps.logger.info({ jobs, exports, auditRecords: audit.records, auditBatches: audit.batches }, 'retention sweep');
    return { jobs, exports, auditRecords: audit.records };
  };
}
