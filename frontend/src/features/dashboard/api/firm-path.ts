import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every firm call lives under this path (contracts/http/firms.ts). */
export const firmPath = (firmId: string, rest = '') => `/api/firms/${encodeURIComponent(firmId)}${rest}`;

export const FIRMS_KEY = ['firms'] as const;

/** A firm write that, once done, reloads the firm and everything hanging off it (dashboard, tasks). */
export function useFirmWrite<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FIRMS_KEY }) });
}
