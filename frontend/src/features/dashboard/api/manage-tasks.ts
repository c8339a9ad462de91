import { FirmTask, FirmTaskSchema, NoContentSchema, TaskInput, TaskPatch } from '@lexmitra/contracts';
import { http } from '../../../shared/http';
import { firmPath, useFirmWrite } from './firm-path';

const taskPath = (firmId: string, id: string) => firmPath(firmId, `/tasks/${encodeURIComponent(id)}`);

/** The Tasks card's writes; who may do which follows the firm's permission table on the server. */
export const addTask = (firmId: string, input: Partial<TaskInput>) => http.send(FirmTaskSchema, firmPath(firmId, '/tasks'), { json: input });
export const updateTask = (firmId: string, id: string, patch: TaskPatch) => http.send(FirmTaskSchema, taskPath(firmId, id), { method: 'PATCH', json: patch });
export const deleteTask = (firmId: string, id: string) => http.send(NoContentSchema, taskPath(firmId, id), { method: 'DELETE' });

export const useAddTask = (firmId: string) => useFirmWrite((input: Partial<TaskInput>) => addTask(firmId, input));
export const useToggleTask = (firmId: string) => useFirmWrite((t: FirmTask) => updateTask(firmId, t.id, { done: !t.done }));
export const useDeleteTask = (firmId: string) => useFirmWrite((t: FirmTask) => deleteTask(firmId, t.id));
