import { http } from '../http';
import { LogoutAnswerCheck } from '../startUpChecks';

/** Ends the session on the server and clears its cookie (AuthProvider.signOut also ends Clerk's). */
export const logout = () => http.send(LogoutAnswerCheck, '/api/auth/logout', { json: {} });
