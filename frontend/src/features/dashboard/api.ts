import type { CreateFirmAnswer, FirmDashboard, FirmInvite, FirmRole, FirmTask, MyFirmAnswer, TaskInput, TaskPatch } from '@lexmitra/contracts';
import { getJson, postJson, request } from '../../shared/http';

async function send<T>(method: 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await request(path, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const base = (firmId: string) => `/api/firms/${encodeURIComponent(firmId)}`;

/** The /api/firms endpoints (contracts/http/firms.ts). */
export const firmsApi = {
  mine: () => getJson<MyFirmAnswer>('/api/firms/mine'),
  create: (name: string, description: string) => postJson<CreateFirmAnswer>('/api/firms', { name, description }),
  join: (inviteCode: string) => postJson<MyFirmAnswer>('/api/firms/join', { inviteCode }),
  invite: (firmId: string) => postJson<FirmInvite>(`${base(firmId)}/invites`, {}),
  revoke: (firmId: string, code: string) => send<void>('DELETE', `${base(firmId)}/invites/${encodeURIComponent(code)}`),
  setRole: (firmId: string, userId: string, role: FirmRole) => send<MyFirmAnswer>('PATCH', `${base(firmId)}/members/${encodeURIComponent(userId)}`, { role }),
  remove: (firmId: string, userId: string) => send<void>('DELETE', `${base(firmId)}/members/${encodeURIComponent(userId)}`),
  leave: (firmId: string) => postJson<void>(`${base(firmId)}/leave`, {}),
  dashboard: (firmId: string) => getJson<FirmDashboard>(`${base(firmId)}/dashboard`),
  tasks: (firmId: string) => getJson<{ items: FirmTask[] }>(`${base(firmId)}/tasks`),
  addTask: (firmId: string, input: Partial<TaskInput>) => postJson<FirmTask>(`${base(firmId)}/tasks`, input),
  updateTask: (firmId: string, id: string, patch: TaskPatch) => send<FirmTask>('PATCH', `${base(firmId)}/tasks/${encodeURIComponent(id)}`, patch),
  deleteTask: (firmId: string, id: string) => send<void>('DELETE', `${base(firmId)}/tasks/${encodeURIComponent(id)}`),
};
