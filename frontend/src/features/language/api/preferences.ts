import type { InterfaceLanguage } from '@lexmitra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { PreferencesAnswerCheck } from '../../../shared/startUpChecks';

const preferencesKey = (uid: string) => ['auth', 'preferences', uid] as const;

/** GET /api/auth/me/preferences: the interface language kept on the account (null until chosen). */
export const getPreferences = () => http.send(PreferencesAnswerCheck, '/api/auth/me/preferences');

export const preferencesQueryOptions = (uid: string) => queryOptions({ queryKey: preferencesKey(uid), queryFn: getPreferences, staleTime: Infinity });

/** Asked once per signed-in user; nothing is asked while signed out. */
export const usePreferences = (uid: string | undefined) => useQuery({ ...preferencesQueryOptions(uid ?? ''), enabled: !!uid });

/** PATCH /api/auth/me/preferences. */
export const saveLanguage = (language: InterfaceLanguage) =>
  http.send(PreferencesAnswerCheck, '/api/auth/me/preferences', { method: 'PATCH', json: { language } });

/** Saves, then updates the cached preferences so the account's old language is not applied back. */
export function useSaveLanguage(uid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (answer) => {
      if (uid) queryClient.setQueryData(preferencesKey(uid), answer);
    },
  });
}
