import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { ClientConfigCheck } from '../../../shared/startUpChecks';

/** GET /api/config: read once per page load. */
export const getClientConfig = () => http.send(ClientConfigCheck, '/api/config');

export const clientConfigQueryOptions = () => queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity, retry: 1 });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
