/**
 * Job `draft.convert`: renders a draft and hands the file back. BullMQ stores job results as JSON,
 * so bytes go back as base64 (`inline`, what the BFF uses: one Redis round trip, no cleanup) or are
 * written to MinIO under exports/ and named by key (`object`, kept for very large exports and
 * measured against inline in tools/bench/convert.ts).
 */
import { DRAFT_EXPORT_MIME, DraftConvertJobSchema, DraftConvertResult } from '@lexmitra/contracts';
import { OBJECT_PREFIXES, ObjectStore } from '@lexmitra/storage';
import { JobFailureError } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import { renderDocx } from './render/render-docx';
import { renderPdf } from './render/render-pdf';

export async function renderDraft(content: string, fileType: 'pdf' | 'docx', title?: string): Promise<{ bytes: Buffer; pages?: number }> {
  if (fileType === 'pdf') {
    const { bytes, pages } = await renderPdf(content, title);
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), pages };
  }
  return { bytes: await renderDocx(content, title) };
}

/** Parses the fonts and warms the JIT once at start, so the first user's export is as fast as the rest. */
export async function warmUpRenderers(): Promise<void> {
  const sample = 'WARM-UP\n\n1. A numbered paragraph with ₹ and Ánanya.\nA plain paragraph.';
  await renderDraft(sample, 'pdf');
  await renderDraft(sample, 'docx');
}

export function draftConvertHandler(store: () => ObjectStore) {
  return async (job: Job): Promise<DraftConvertResult> => {
    const parsed = DraftConvertJobSchema.safeParse(job.data);
    // A malformed job will not get better by retrying.
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `invalid draft.convert job: ${parsed.error.issues[0]?.message}`);
    const { content, fileType, title, deliver } = parsed.data;
    const started = performance.now();
    const { bytes, pages } = await renderDraft(content, fileType, title);
    const renderMs = Math.round((performance.now() - started) * 100) / 100;
    const base = { fileType, contentType: DRAFT_EXPORT_MIME[fileType], size: bytes.length, pages, renderMs };
    if (deliver === 'object') {
      // Keyed by job id, so a retried job overwrites its own object instead of leaving a second one.
      const objectKey = `${OBJECT_PREFIXES.exports}drafts/${job.id}.${fileType}`;
      await store().put(objectKey, bytes, base.contentType, bytes.length);
      return { ...base, objectKey };
    }
    return { ...base, base64: bytes.toString('base64') };
  };
}
