import { DraftSummarySchema, SaveDraftRequest } from '@lexmitra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { useImmediateMutation } from '../../../shared/useImmediateMutation';
import { MY_DRAFTS_KEY } from './my-drafts';

/** Call 10: a new draft, or a new version of `draftId`. */
export const saveDraft = (body: SaveDraftRequest) => http.send(DraftSummarySchema, '/api/drafts/saveDraft', { json: body });

/** Saves, then refreshes "My drafts" without waiting for it. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useImmediateMutation(saveDraft, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_DRAFTS_KEY }) });
}
