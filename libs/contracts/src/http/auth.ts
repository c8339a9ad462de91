import { z } from 'zod';
import { InterfaceLanguageSchema } from './preferences';
import { EMAIL_MAX_LENGTH, EMAIL_TEXT, emailField, typedEmail } from './email';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 1024;
export const PASSWORD_TEXT = {
  missing: 'Please enter your password.',
  missingNew: 'Please enter a new password.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;
/** The sign-in and account refusals the BFF answers itself (the schemas' messages are above and in email.ts). */
export const AUTH_TEXT = {
  signIn: 'Please sign in.',
  invalidCredentials: 'Invalid e-mail or password.',
  invalidLink: 'This link is not valid any more: it was used already, has expired, or was not made by us. Please ask for a new one.',
  otherUser: 'This request names another user. Please sign in again.',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
  emailNotVerified: 'Please confirm your e-mail address first: open the link we mailed you (or ask for a new one from your account menu).',
} as const;
/** A new password (sign-up, reset): `missing` words the refusal for each form. */
export const newPassword = (missing: string) => z.string({ error: missing }).min(PASSWORD_MIN_LENGTH, PASSWORD_TEXT.tooShort).max(PASSWORD_MAX_LENGTH);

/**
 * Call 6: POST /api/auth/register. `language`: the interface language the form was filled in; it
 * becomes the account's language, so the verification mail is written in it.
 */
export const RegisterRequestSchema = z.strictObject({
  email: emailField(),
  password: newPassword(PASSWORD_TEXT.missing),
  language: InterfaceLanguageSchema.optional(),
});
export const RegisterAnswerSchema = z.object({ userId: z.string() });

/** Call 7: POST /api/auth/login. The address is only required, not checked for form: a malformed one matches no account. */
export const LoginRequestSchema = z.strictObject({
  email: typedEmail(EMAIL_TEXT.missing, z.string().min(1, EMAIL_TEXT.missing).max(EMAIL_MAX_LENGTH)),
  password: z.string({ error: PASSWORD_TEXT.missing }).min(1, PASSWORD_TEXT.missing).max(PASSWORD_MAX_LENGTH),
  /**
   * The answer to "your account is due to be deleted: cancel the deletion?". Without it, signing in
   * to an account scheduled for deletion answers 409 DELETION_PENDING (DeletionPendingErrorSchema)
   * and opens no session; with it, the deletion is cancelled and the person is signed in.
   */
  cancelDeletion: z.boolean().optional(),
});
export const SessionUserSchema = z.object({ uid: z.string(), email: z.string() });
export const LoginAnswerSchema = z.object({ user: SessionUserSchema, deletionCancelled: z.literal(true).optional() });
/** The 409 of a sign-in (or a Clerk session's request) while the account is scheduled for deletion. */
export const DeletionPendingErrorSchema = z.object({ error: z.string(), code: z.literal('DELETION_PENDING'), eraseAt: z.string() });
export type DeletionPendingError = z.infer<typeof DeletionPendingErrorSchema>;
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /api/auth/me: the signed-in user and how the server knows them (local session or Clerk). */
// `emailVerified`: whether the account proved it owns its address (documents shared for it, firm invites).
export const MeAnswerSchema = LoginAnswerSchema.extend({ via: z.enum(['session', 'clerk']).optional(), emailVerified: z.boolean().optional() });
/** POST /api/auth/logout */
export const LogoutAnswerSchema = z.object({ signedOut: z.literal(true) });
