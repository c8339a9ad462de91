import { FirmInviteSchema, FirmRole, InviteRole, MyFirmAnswerSchema, NoContentSchema } from '@lexmitra/contracts';
import { http } from '../../../shared/http';
import { firmPath, useFirmWrite } from './firm-path';

const memberPath = (firmId: string, userId: string) => firmPath(firmId, `/members/${encodeURIComponent(userId)}`);

/** The Team card's writes: roles, members, invite codes, leaving. Each reloads the firm when done. */
export const setMemberRole = (firmId: string, userId: string, role: FirmRole) => http.send(MyFirmAnswerSchema, memberPath(firmId, userId), { method: 'PATCH', json: { role } });
export const removeMember = (firmId: string, userId: string) => http.send(NoContentSchema, memberPath(firmId, userId), { method: 'DELETE' });
export const createInvite = (firmId: string, role: InviteRole) => http.send(FirmInviteSchema, firmPath(firmId, '/invites'), { json: { role } });
export const revokeInvite = (firmId: string, code: string) => http.send(NoContentSchema, firmPath(firmId, `/invites/${encodeURIComponent(code)}`), { method: 'DELETE' });
export const leaveFirm = (firmId: string) => http.send(NoContentSchema, firmPath(firmId, '/leave'), { json: {} });

export const useSetMemberRole = (firmId: string) => useFirmWrite((a: { userId: string; role: FirmRole }) => setMemberRole(firmId, a.userId, a.role));
export const useRemoveMember = (firmId: string) => useFirmWrite((userId: string) => removeMember(firmId, userId));
export const useCreateInvite = (firmId: string) => useFirmWrite((role: InviteRole) => createInvite(firmId, role));
export const useRevokeInvite = (firmId: string) => useFirmWrite((code: string) => revokeInvite(firmId, code));
export const useLeaveFirm = (firmId: string) => useFirmWrite(() => leaveFirm(firmId));
