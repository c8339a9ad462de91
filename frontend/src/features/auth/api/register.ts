import { RegisterAnswerSchema } from '@lexmitra/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { storeUserId } from '../../../shared/storedUser';

export interface RegisterInput { email: string; password: string }

/** Call 6: creates the account; the visitor signs in afterwards. */
export const register = (input: RegisterInput) => http.send(RegisterAnswerSchema, '/api/auth/register', { json: input });

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: ({ userId }) => storeUserId(userId) });
}
