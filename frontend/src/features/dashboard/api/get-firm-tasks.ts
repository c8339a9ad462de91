import { FirmTaskListAnswerSchema } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { firmPath, FIRMS_KEY } from './firm-path';

export const getFirmTasks = (firmId: string) => http.send(FirmTaskListAnswerSchema, firmPath(firmId, '/tasks'));

export const firmTasksQueryOptions = (firmId: string) => queryOptions({ queryKey: [...FIRMS_KEY, firmId, 'tasks'], queryFn: () => getFirmTasks(firmId) });

export const useFirmTasks = (firmId: string) => useQuery({ ...firmTasksQueryOptions(firmId), select: (a) => a.items });
