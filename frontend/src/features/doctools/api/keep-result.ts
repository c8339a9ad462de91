import { DocAiExportRequest, DraftSummarySchema } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { saveBlob } from '../../../shared/saveBlob';

/** The file name the BFF gives in Content-Disposition (filename* first: it carries Devanagari exactly). */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers?.get?.('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact) return decodeURIComponent(exact[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** POST /api/doc-ai/export: the result as a PDF or DOCX in its own script, saved as a download. */
export const useExportResult = () =>
  useMutation({
    mutationFn: async (body: DocAiExportRequest) => {
      const res = await http.file('/api/doc-ai/export', { json: body });
      saveBlob(await res.blob(), fileNameOf(res, `${body.kind ?? 'translation'}.${body.format}`));
    },
  });

/** Call 10: the result kept as a new draft of the signed-in user, to edit and export later. */
export const useSaveResultAsDraft = () =>
  useMutation({
    mutationFn: (body: { userId: string; documentContent: string; title: string }) => http.send(DraftSummarySchema, '/api/drafts/saveDraft', { json: body }),
  });
