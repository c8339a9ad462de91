import { DeletionStatusSchema } from '@lexmitra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const deletionQueryOptions = queryOptions({ queryKey: ['privacy', 'deletion'], queryFn: () => http.send(DeletionStatusSchema, '/api/account/deletion') });

/** Whether my account is scheduled for deletion, and when. */
export const useDeletionStatus = () => useQuery(deletionQueryOptions);

export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => http.send(DeletionStatusSchema, '/api/account/deletion', { json: password ? { password } : {} }),
    onSuccess: (status) => client.setQueryData(deletionQueryOptions.queryKey, status),
  });
}

export function useCancelDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.send(DeletionStatusSchema, '/api/account/deletion', { method: 'DELETE' }),
    onSuccess: (status) => client.setQueryData(deletionQueryOptions.queryKey, status),
  });
}
