import { UsageAnswerSchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const USAGE_KEY = ['usage'] as const;

export const getUsage = () => http.send(UsageAnswerSchema, '/api/usage');

export const usageQueryOptions = () => queryOptions({ queryKey: USAGE_KEY, queryFn: getUsage });

/** My storage against the per-user quotas (documents in bytes, drafts by number). */
export const useUsage = (enabled = true) => useQuery({ ...usageQueryOptions(), enabled });
