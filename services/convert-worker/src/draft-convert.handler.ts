/**
 * Job `draft.convert`: renders a draft and hands the file back. BullMQ stores job results as JSON,
 * so the bytes go back base64 in the result: one Redis round trip and nothing to clean up. (A second
 * path through a MinIO object served only a benchmark comparison and was removed.)
 */
import { DRAFT_EXPORT_MIME, DraftConvertJobSchema, DraftConvertResult } from '@lexmitra/contracts';
import { JobFailureError } from '@lexmitra/platform';
import type { Job } from 'bullmq';
import { renderDocx } from './render/render-docx';
import { SCRIPT_SAMPLES } from './render/script-samples';
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
  // Every script once, so HarfBuzz and each Noto font are loaded before the first export.
  const sample = ['WARM-UP', '', '1. A numbered paragraph with ₹ and Ánanya.', 'A plain paragraph.', ...Object.values(SCRIPT_SAMPLES)].join('\n');
  await renderDraft(sample, 'pdf');
  await renderDraft(sample, 'docx');
}

export function draftConvertHandler() {
  return async (job: Job): Promise<DraftConvertResult> => {
    const parsed = DraftConvertJobSchema.safeParse(job.data);
    // A malformed job will not get better by retrying.
    if (!parsed.success) throw new JobFailureError('INVALID_JOB', `invalid draft.convert job: ${parsed.error.issues[0]?.message}`);
    const { content, fileType, title } = parsed.data;
    const started = performance.now();
    const { bytes, pages } = await renderDraft(content, fileType, title);
    const renderMs = Math.round((performance.now() - started) * 100) / 100;
    return { fileType, contentType: DRAFT_EXPORT_MIME[fileType], size: bytes.length, pages, renderMs, base64: bytes.toString('base64') };
  };
}
