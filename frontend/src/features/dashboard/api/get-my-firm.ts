import { MyFirmAnswerSchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { FIRMS_KEY } from './firm-path';

export const FIRM_KEY = [...FIRMS_KEY, 'mine'] as const;

export const getMyFirm = () => http.send(MyFirmAnswerSchema, '/api/firms/mine');

/** Refreshed each minute so team presence stays current. */
export const myFirmQueryOptions = () => queryOptions({ queryKey: FIRM_KEY, queryFn: getMyFirm, refetchInterval: 60_000 });

/** My firm, null when I have none. */
export const useMyFirm = (enabled = true) => useQuery({ ...myFirmQueryOptions(), enabled, select: (a) => a.firm });
