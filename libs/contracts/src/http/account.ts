/** E-mail verification, password reset, sessions and the mail outbox's admin view (issue 19). */
import { z } from 'zod';
import { MAIL_CATEGORIES, MAIL_TEMPLATES } from '../queues';
import { newPassword, PASSWORD_TEXT } from './auth';
import { InterfaceLanguageSchema } from './preferences';
import { EMAIL_MAX_LENGTH, emailField, typedEmail } from './email';
import { InviteRoleSchema } from './firms';

/** Tokens mailed in links: 32 random bytes, base64url. Anything else is refused before a lookup. */
export const MailTokenSchema = z.string().regex(/^[\w-]{43}$/, 'This link is not valid.');

/** POST /api/auth/verify-email */
export const VerifyEmailRequestSchema = z.strictObject({ token: z.string({ error: 'This link is not valid.' }).pipe(MailTokenSchema) });
/**
 * Verified, when the link is opened signed in to its account (the person who chose the password).
 * Opened anywhere else, whoever holds the mailbox may not be whoever chose the password (someone
 * can register another person's address): nothing is verified yet, and `passwordToken` is a
 * password-reset token for the account, so the address's owner sets a password of their own.
 */
export const VerifyEmailAnswerSchema = z.union([
  z.object({ verified: z.literal(true), email: z.string() }),
  z.object({ verified: z.literal(false), email: z.string(), passwordToken: MailTokenSchema }),
]);
/** POST /api/auth/verify-email/resend (signed in): 202, or 200 `alreadyVerified`. */
export const ResendAnswerSchema = z.object({ sent: z.boolean(), alreadyVerified: z.boolean() });

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
/** `language`: the asker's interface language now, for the mail when the account's own choice cannot be trusted. */
export const ForgotPasswordRequestSchema = z.strictObject({ email: emailField(), language: InterfaceLanguageSchema.optional() });
export const ForgotPasswordAnswerSchema = z.object({ sent: z.literal(true) });
/** POST /api/auth/reset-password */
export const ResetPasswordRequestSchema = VerifyEmailRequestSchema.extend({ password: newPassword(PASSWORD_TEXT.missingNew) });
export const ResetPasswordAnswerSchema = z.object({ reset: z.literal(true) });

/** GET /api/auth/sessions: the signed-in devices of the account (local sessions; Clerk's are Clerk's). */
export const SessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ items: z.array(SessionInfoSchema) });
/** POST /api/auth/sessions/sign-out-everywhere */
export const SignOutEverywhereAnswerSchema = z.object({ signedOut: z.number().int() });

/** GET /api/admin/mail/failed: the outbox's dead letters (never the mail's data: its links hold tokens). */
export const FailedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.union([z.enum(MAIL_TEMPLATES), z.literal('unknown')]),
  attemptsMade: z.number().int(),
  failedReason: z.string(),
  failedAt: z.string().nullable(),
});
export const FailedMailListSchema = z.object({ items: z.array(FailedMailSchema), total: z.number().int() });
export type FailedMailList = z.infer<typeof FailedMailListSchema>;

/** GET/PUT /api/mail/preferences: each notification category on (true) or off. */
export const MailPreferencesSchema = z.object({ hearingReminders: z.boolean(), documentShared: z.boolean(), firmInvites: z.boolean(), updates: z.boolean() });
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;
/** POST /api/mail/unsubscribe?a&c&s */
export const UnsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true), category: z.enum(MAIL_CATEGORIES) });

export const CONTACT_TEXT = {
  missingName: 'Please enter your name.',
  missingMessage: 'Please write your message.',
  notSetUp: 'The contact form is not set up on this server. Please write to us by e-mail.',
  notSent: 'Your message could not be sent right now. Please try again shortly.',
} as const;

/** POST /api/contact: the /contact form, mailed to the operators. */
export const ContactRequestSchema = z.strictObject({
  name: z.string({ error: CONTACT_TEXT.missingName }).trim().min(1, CONTACT_TEXT.missingName).max(200),
  email: emailField(),
  message: z.string({ error: CONTACT_TEXT.missingMessage }).trim().min(1, CONTACT_TEXT.missingMessage).max(5000),
});
export const ContactAnswerSchema = z.object({ sent: z.literal(true) });

/** What a mailed link (unsubscribe, confirm) that fails its checks answers, whichever check it was. */
export const BAD_MAIL_LINK = 'This link is not valid. Open it from the mail it came in, or change your settings after signing in.';

/** POST /api/updates/confirm: the link of the 'Get Updates' confirmation mail (double opt-in); a = address, s = signature. */
export const UpdatesConfirmRequestSchema = z.strictObject({
  a: typedEmail(BAD_MAIL_LINK, z.email(BAD_MAIL_LINK).max(EMAIL_MAX_LENGTH)),
  s: z.string({ error: BAD_MAIL_LINK }).min(1, BAD_MAIL_LINK).max(100),
});
export const UpdatesConfirmAnswerSchema = z.object({ confirmed: z.literal(true) });

/** POST /api/firms/:id/invites/email: an invite code mailed to an address. */
/** The invite is for this address only, usable once; `role` as for CreateInviteSchema. */
export const FirmInviteEmailRequestSchema = z.strictObject({ email: emailField({ missing: 'Please enter an e-mail address.' }), role: InviteRoleSchema.optional() });
/** `sent` is false when the address turned firm invite mails off (the code is made all the same). */
export const FirmInviteEmailAnswerSchema = z.object({ sent: z.boolean(), code: z.string() });
