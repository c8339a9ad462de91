import { AskAnswerSchema, AskRequest } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const PAGE_SIZE = 10;

export type CaseQuery = Pick<AskRequest, 'query' | 'court' | 'yearFrom' | 'yearTo'> & { page?: number; pageSize?: number };

/** Call 3: POST /ask. A search the visitor starts, so it runs as a mutation rather than a cached query. */
export const searchCases = (q: CaseQuery) => http.send(AskAnswerSchema, '/ask', { json: { ...q, pageSize: PAGE_SIZE } });

export const useCaseSearch = () => useMutation({ mutationFn: searchCases });
