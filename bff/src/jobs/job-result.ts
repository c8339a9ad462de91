/**
 * Reads a job's result where the worker kept it: results over JOB_RESULT_INLINE_MAX_BYTES are in
 * object storage and the job's return value is a pointer ({operation, stored: {key, bytes}}). Only
 * keys under JOB_RESULTS_PREFIX are read, whatever the pointer says.
 */
import { Injectable } from '@nestjs/common';
import { DocProcessResult, DocProcessResultSchema, StoredDocProcessResultSchema } from '@lexmitra/contracts';
import { StorageService } from '../infra/storage.service';

@Injectable()
export class JobResultReader {
  constructor(private readonly storage: StorageService) {}

  /** The result itself: a pointer is followed, anything else is returned as it is. */
  async resolve(value: unknown): Promise<unknown> {
    const parsed = StoredDocProcessResultSchema.safeParse(value);
    if (!parsed.success || !('stored' in parsed.data)) return value;
    const body = await this.storage.getBuffer(parsed.data.stored.key);
    return DocProcessResultSchema.parse(JSON.parse(body.toString('utf8')));
  }

  async resolveDoc(value: unknown): Promise<DocProcessResult> {
    return (await this.resolve(value)) as DocProcessResult;
  }
}
