import { CreateFirmAnswerSchema, MyFirmAnswerSchema } from '@lexmitra/contracts';
import { http } from '../../../shared/http';
import { useFirmWrite } from './firm-path';

export const createFirm = (input: { name: string; description: string }) => http.send(CreateFirmAnswerSchema, '/api/firms', { json: input });
export const useCreateFirm = () => useFirmWrite(createFirm);

export const joinFirm = (inviteCode: string) => http.send(MyFirmAnswerSchema, '/api/firms/join', { json: { inviteCode } });
export const useJoinFirm = () => useFirmWrite(joinFirm);
