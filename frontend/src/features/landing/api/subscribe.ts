import { SubscribeAnswerSchema } from '@lexmitra/contracts';
import { http } from '../../../shared/http';

/** The 'Get Updates' mailing list: the address is stored by the BFF. */
export const subscribe = (email: string) => http.send(SubscribeAnswerSchema, '/api/updates/subscribe', { json: { email } });
