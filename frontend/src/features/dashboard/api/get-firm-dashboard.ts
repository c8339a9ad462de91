import { FirmDashboardSchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { firmPath, FIRMS_KEY } from './firm-path';

/** The Law Firm view's figures and today's schedule (null where the role may not see them). */
export const getFirmDashboard = (firmId: string) => http.send(FirmDashboardSchema, firmPath(firmId, '/dashboard'));

export const firmDashboardQueryOptions = (firmId: string) =>
  queryOptions({ queryKey: [...FIRMS_KEY, firmId, 'dashboard'], queryFn: () => getFirmDashboard(firmId), refetchInterval: 60_000 });

export const useFirmDashboard = (firmId: string) => useQuery(firmDashboardQueryOptions(firmId));
