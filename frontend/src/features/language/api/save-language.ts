import { InterfaceLanguage, PreferencesAnswerSchema, SessionUser } from '@lexmitra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../auth/api/get-me';
import { http } from '../../../shared/http';

/** PATCH /api/auth/me/preferences: the signed-in user's interface language, kept on the account. */
export const savePreferences = (language: InterfaceLanguage) =>
  http.send(PreferencesAnswerSchema, '/api/auth/me/preferences', { method: 'PATCH', json: { language } });

/** Saves, then updates the cached user so the account's language is not applied back over the choice. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: ({ language }) => queryClient.setQueryData<SessionUser | null>(ME_QUERY_KEY, (u) => (u ? { ...u, language } : u)),
  });
}
