import { RegisterAnswerSchema } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { currentLanguage } from '../../../shared/i18n';
import { storeUserId } from '../../../shared/storedUser';

export interface RegisterInput { email: string; password: string }

/** Call 6: creates the account in the interface language (its first mail is written in it); the visitor signs in afterwards. */
export const register = (input: RegisterInput) => http.send(RegisterAnswerSchema, '/api/auth/register', { json: { ...input, language: currentLanguage() } });

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: ({ userId }) => storeUserId(userId) });
}
