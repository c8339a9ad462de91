import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { ClientConfigCheck } from '../startUpChecks';

/** GET /api/config: read once per page load. */
export const getClientConfig = () => http.send(ClientConfigCheck, '/api/config');

export const clientConfigQueryOptions = () => queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity, retry: 1 });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
