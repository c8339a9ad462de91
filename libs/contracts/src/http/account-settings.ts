/** Account settings of a signed-in user: a new password, a new e-mail address (issue 19/20). */
import { z } from 'zod';
import { newPassword, PASSWORD_MAX_LENGTH, PASSWORD_TEXT } from './auth';
import { emailField } from './email';
import { MailTokenSchema } from './account';

/** The server's refusals (the SPA translates them word for word, see en.json `serverText.accountSettings`). */
export const ACCOUNT_SETTINGS_TEXT = {
  currentMissing: 'Please enter your current password.',
  wrongPassword: 'Your current password is not right.',
  samePassword: 'The new password must differ from the current one.',
  sameEmail: 'That is already the address of your account.',
  managedByProvider: 'Your password and e-mail address are managed by the service you sign in with (such as Google). Change them there.',
  addressTaken: 'This address has been taken by another account since the link was sent. Please choose another address.',
} as const;

const currentPassword = z.string({ error: ACCOUNT_SETTINGS_TEXT.currentMissing }).min(1, ACCOUNT_SETTINGS_TEXT.currentMissing).max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/me/password: keeps this session, ends the others. */
export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword,
  newPassword: newPassword(PASSWORD_TEXT.missingNew),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const ChangePasswordAnswerSchema = z.object({ changed: z.literal(true), otherSessionsEnded: z.number().int() });

/**
 * POST /api/auth/me/email: 202 "a link is on its way to the new address", the same answer whether
 * or not another account has that address (its owner is told by mail instead).
 */
export const ChangeEmailRequestSchema = z.strictObject({
  newEmail: emailField({ missing: 'Please enter the new e-mail address.' }),
  currentPassword,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;
export const ChangeEmailAnswerSchema = z.object({ sent: z.literal(true), email: z.string() });

/** POST /api/auth/verify-email-change: the token of the link mailed to the new address (single use, 24 h). */
export const VerifyEmailChangeRequestSchema = z.strictObject({ token: z.string({ error: 'This link is not valid.' }).pipe(MailTokenSchema) });
export const VerifyEmailChangeAnswerSchema = z.object({ changed: z.literal(true), email: z.string() });
