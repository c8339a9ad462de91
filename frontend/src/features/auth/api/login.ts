import { LoginAnswerSchema } from '@lexmitra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { storeUser } from '../../../shared/storedUser';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

export interface LoginInput { email: string; password: string; cancelDeletion?: boolean }

/** Call 7: the server sets the session cookie and answers with the user. */
export const login = (input: LoginInput) => http.send(LoginAnswerSchema, '/api/auth/login', { json: input });

/** Signs in, keeps docs/product.md §3's local copy of the user and tells every screen at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      storeUser(user.uid, user.email);
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
