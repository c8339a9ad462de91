import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firmsApi } from './api';

export const FIRM_KEY = ['firms', 'mine'] as const;

/** My firm (null when I have none); refreshed each minute so team presence stays current. */
export function useMyFirm(enabled = true) {
  return useQuery({ queryKey: FIRM_KEY, queryFn: firmsApi.mine, enabled, refetchInterval: 60_000, select: (a) => a.firm });
}

export function useFirmDashboard(firmId: string) {
  return useQuery({ queryKey: ['firms', firmId, 'dashboard'], queryFn: () => firmsApi.dashboard(firmId), refetchInterval: 60_000 });
}

export function useFirmTasks(firmId: string) {
  return useQuery({ queryKey: ['firms', firmId, 'tasks'], queryFn: () => firmsApi.tasks(firmId), select: (a) => a.items });
}

/** A firm action that, once done, reloads the firm (and what hangs off it). */
export function useFirmMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['firms'] }) });
}
