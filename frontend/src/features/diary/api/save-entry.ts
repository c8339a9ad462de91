import { DiaryEntryInput, DiaryEntryPatch, DiaryEntrySchema } from '@lexmitra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { entryPath } from './entry-document';
import { DIARY_KEY } from './get-entries';

export const createEntry = (input: DiaryEntryInput) => http.send(DiaryEntrySchema, '/api/diary/entries', { json: input });
export const updateEntry = (id: string, patch: DiaryEntryPatch) => http.send(DiaryEntrySchema, entryPath(id), { method: 'PATCH', json: patch });

/** Attaches (or replaces) the entry's PDF. */
export function attachDocument(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.send(DiaryEntrySchema, `${entryPath(id)}/document`, { method: 'PUT', body: form });
}

export interface SaveEntryInput { id?: string; fields: DiaryEntryInput | DiaryEntryPatch; file: File | null }

/** Saves the fields, then the PDF when one was chosen: an entry exists before its attachment. */
export function useSaveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, file }: SaveEntryInput) => {
      const saved = id ? await updateEntry(id, fields) : await createEntry(fields as DiaryEntryInput);
      return file ? attachDocument(saved.id, file) : saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: DIARY_KEY }),
  });
}
