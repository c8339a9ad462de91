import { NoContentSchema } from '@lexmitra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { entryPath } from './entry-document';
import { DIARY_KEY } from './get-entries';

/** Removes the entry with its document and reminders. */
export const deleteEntry = (id: string) => http.send(NoContentSchema, entryPath(id), { method: 'DELETE' });

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSettled: () => client.invalidateQueries({ queryKey: DIARY_KEY }) });
}
