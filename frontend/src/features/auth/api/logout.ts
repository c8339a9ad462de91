import { LogoutAnswerSchema } from '@lexmitra/contracts';
import { http } from '../../../shared/http';

/** Ends the session on the server and clears its cookie (AuthProvider.signOut also ends Clerk's). */
export const logout = () => http.send(LogoutAnswerSchema, '/api/auth/logout', { json: {} });
