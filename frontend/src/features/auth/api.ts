import type { SessionUser } from '@lexmitra/contracts';
import { getJson, HttpError, postJson } from '../../shared/http';

/** Calls 6 and 7 of SPEC §7 plus the session endpoints the BFF adds. */
export const authApi = {
  register: (email: string, password: string) => postJson<{ userId: string }>('/api/auth/register', { email, password }),
  login: (email: string, password: string) => postJson<{ user: SessionUser }>('/api/auth/login', { email, password }),
  logout: () => postJson<void>('/api/auth/logout', {}),
  /** The signed-in user, or null when the session is missing or expired. */
  me: async (): Promise<SessionUser | null> => {
    try {
      return (await getJson<{ user: SessionUser }>('/api/auth/me')).user;
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) return null;
      throw err;
    }
  },
};
