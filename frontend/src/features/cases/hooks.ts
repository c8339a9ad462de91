import { useMutation, useQuery } from '@tanstack/react-query';
import { casesApi, CaseQuery } from './api';

export const PAGE_SIZE = 10;

export function useCaseSearch() {
  return useMutation({ mutationFn: (q: CaseQuery) => casesApi.ask({ ...q, pageSize: PAGE_SIZE }) });
}

/** Courts and years for the filters; only asked once signed in (the call needs a session). */
export function useCasesMeta(enabled: boolean) {
  return useQuery({ queryKey: ['cases', 'meta'], queryFn: casesApi.meta, enabled, staleTime: 5 * 60_000 });
}
