import { CasesMetaSchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** Courts and years for the filters. */
export const getCasesMeta = () => http.send(CasesMetaSchema, '/api/cases/meta');

export const casesMetaQueryOptions = () => queryOptions({ queryKey: ['cases', 'meta'], queryFn: getCasesMeta, staleTime: 5 * 60_000 });

/** Only asked once signed in: the call needs a session. */
export const useCasesMeta = (enabled: boolean) => useQuery({ ...casesMetaQueryOptions(), enabled });
