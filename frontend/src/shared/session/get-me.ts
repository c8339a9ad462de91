import type { SessionUser } from '@lexmitra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, HttpError } from '../http';
import { MeAnswerCheck } from '../startUpChecks';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user, or null when the session is missing or expired (a 401 is an answer here). A
 * Clerk sign-in to an account scheduled for deletion (409, DELETION_PENDING: /api/me's only 409) is not signed in either:
 * it may only cancel the deletion, from the Privacy page's link in the mail.
 */
export async function getMe(): Promise<SessionUser | null> {
  try {
    return (await http.send(MeAnswerCheck, '/api/auth/me')).user;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 401 || err.status === 409)) return null;
    throw err;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 60_000, retry: 1 });

export const useMe = () => useQuery(meQueryOptions());
