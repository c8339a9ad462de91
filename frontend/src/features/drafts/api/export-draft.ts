import { ConvertFileRequest } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { saveBlob } from '../../../shared/saveBlob';

/** Call 11: the draft rendered as a PDF or DOCX file. */
export const convertDraft = async (body: ConvertFileRequest): Promise<Blob> => (await http.file('/api/drafts/convertFile', { json: body })).blob();

/** docs/product.md §7 (call 11): the download is named after the template file, without its path or extension. */
export function exportBaseName(templateUrl: string | null | undefined): string {
  const file = (templateUrl ?? '').split('/').pop() ?? '';
  return file.replace(/\.[^.]+$/, '') || 'draft';
}

export interface ExportInput { content: string; fileType: ConvertFileRequest['fileType']; templateUrl: string }

/** Converts the text and saves the file as <template name>.<pdf|docx>. */
export const useExportDraft = () =>
  useMutation({
    mutationFn: async ({ content, fileType, templateUrl }: ExportInput) => {
      const fileName = exportBaseName(templateUrl);
      saveBlob(await convertDraft({ content, fileType, fileName }), `${fileName}.${fileType}`);
    },
  });
