import { AuditPageSchema } from '@lexmitra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const ACTIVITY_PAGE_SIZE = 20;

export const getMyActivity = (page: number) => http.send(AuditPageSchema, `/api/audit/my-activity?page=${page}&pageSize=${ACTIVITY_PAGE_SIZE}`);

export const myActivityQueryOptions = (page: number) => queryOptions({ queryKey: ['audit', 'mine', page], queryFn: () => getMyActivity(page), placeholderData: keepPreviousData });

/** "Activity on my documents": who did what to my papers, newest first. */
export const useMyActivity = (page: number) => useQuery(myActivityQueryOptions(page));
