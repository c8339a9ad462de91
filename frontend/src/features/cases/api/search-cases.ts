import { AskAnswerSchema, AskRequest } from '@lexmitra/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const PAGE_SIZE = 10;

export type CaseQuery = Pick<AskRequest, 'query' | 'court' | 'yearFrom' | 'yearTo'> & { page?: number; pageSize?: number };

/** Call 3: POST /ask. */
export const searchCases = (q: CaseQuery) => http.send(AskAnswerSchema, '/ask', { json: { ...q, pageSize: PAGE_SIZE } });

/**
 * The answer to the search the address names. A query (not a mutation) so that Back to a search
 * already asked shows its answer at once from the cache, and the scroll restoration finds the page
 * as it was left; while the next page loads the last answer stays on screen.
 */
export const useCaseResults = (q: CaseQuery | null, enabled: boolean) =>
  useQuery({
    queryKey: ['cases', 'search', q],
    queryFn: () => searchCases(q!),
    enabled: enabled && q !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
