import type { AskAnswer, AskRequest, CasesMeta } from '@lexmitra/contracts';
import { getJson, postJson } from '../../shared/http';

export type CaseQuery = Pick<AskRequest, 'query' | 'court' | 'yearFrom' | 'yearTo'> & { page?: number; pageSize?: number };

/** Call 3 of SPEC §7 plus the filter metadata. */
export const casesApi = {
  ask: (q: CaseQuery) => postJson<AskAnswer>('/ask', q),
  meta: () => getJson<CasesMeta>('/api/cases/meta'),
};
