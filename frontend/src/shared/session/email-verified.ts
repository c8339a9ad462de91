import { MeAnswerSchema, ResendAnswerSchema } from '@lexmitra/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http';

export const EMAIL_VERIFIED_KEY = ['auth', 'emailVerified'] as const;

/** Whether the signed-in account has confirmed its address (undefined while unknown or signed out). */
export const useEmailVerified = (enabled: boolean) =>
  useQuery({ queryKey: EMAIL_VERIFIED_KEY, enabled, staleTime: 60_000, queryFn: async () => (await http.send(MeAnswerSchema, '/api/auth/me')).emailVerified ?? true });

export const resendVerification = () => http.send(ResendAnswerSchema, '/api/auth/verify-email/resend', { json: {} });
