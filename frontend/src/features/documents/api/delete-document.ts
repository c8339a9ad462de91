import { NoContentSchema } from '@lexmitra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { DOCUMENTS_KEY } from './get-documents';

/** Only the uploader may delete: the file and its record go. */
export const deleteDocument = (uniqueID: string) => http.send(NoContentSchema, `/api/pdf/${encodeURIComponent(uniqueID)}`, { method: 'DELETE' });

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }) });
}
