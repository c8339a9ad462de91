import { DraftDetailSchema, DraftSummarySchema, NoContentSchema } from '@lexmitra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const MY_DRAFTS_KEY = ['drafts', 'mine'] as const;

const draftPath = (id: string) => `/api/drafts/${encodeURIComponent(id)}`;

/** The signed-in user's saved drafts, newest first. */
export const getMyDrafts = () => http.send(DraftSummarySchema.array(), '/api/drafts');
export const myDraftsQueryOptions = () => queryOptions({ queryKey: MY_DRAFTS_KEY, queryFn: getMyDrafts, retry: false });
export const useMyDrafts = () => useQuery(myDraftsQueryOptions());

/** One draft's latest text and its kept versions. */
export const getDraft = (id: string) => http.send(DraftDetailSchema, draftPath(id));

/** Deletes a draft and all its versions. */
export const deleteDraft = (id: string) => http.send(NoContentSchema, draftPath(id), { method: 'DELETE' });

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDraft, onSettled: () => queryClient.invalidateQueries({ queryKey: MY_DRAFTS_KEY }) });
}
