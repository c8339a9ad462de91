import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/** Call 6: POST /api/auth/register */
export const RegisterRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(1024),
});
export const RegisterAnswerSchema = z.object({ userId: z.string() });

/** Call 7: POST /api/auth/login */
export const LoginRequestSchema = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(1024) });
export const SessionUserSchema = z.object({ uid: z.string(), email: z.string() });
export const LoginAnswerSchema = z.object({ user: SessionUserSchema });
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /api/auth/me: the signed-in user and how the server knows them (local session or Clerk). */
// `emailVerified`: whether the account proved it owns its address (documents shared for it, firm invites).
export const MeAnswerSchema = LoginAnswerSchema.extend({ via: z.enum(['session', 'clerk']).optional(), emailVerified: z.boolean().optional() });
/** POST /api/auth/logout */
export const LogoutAnswerSchema = z.object({ signedOut: z.literal(true) });
