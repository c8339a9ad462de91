import { CreateFirmAnswerSchema, MyFirmAnswerSchema } from '@lexmitra/contracts';
import { http } from '../../../shared/http';
import { useFirmWrite } from './firm-path';

export const createFirm = (input: { name: string; description: string; yourName?: string }) => http.send(CreateFirmAnswerSchema, '/api/firms', { json: input });
export const useCreateFirm = () => useFirmWrite(createFirm);

export const joinFirm = (input: { inviteCode: string; yourName?: string }) => http.send(MyFirmAnswerSchema, '/api/firms/join', { json: input });
export const useJoinFirm = () => useFirmWrite(joinFirm);
