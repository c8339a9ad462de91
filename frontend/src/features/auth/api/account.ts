import {
  ChangeEmailAnswerSchema, ChangeEmailRequest, ChangePasswordAnswerSchema, ChangePasswordRequest, VerifyEmailChangeAnswerSchema,
  ForgotPasswordAnswerSchema, ResetPasswordAnswerSchema, SessionListSchema, SignOutEverywhereAnswerSchema, VerifyEmailAnswerSchema,
} from '@lexmitra/contracts';
import { http } from '../../../shared/http';

export const SESSIONS_KEY = ['auth', 'sessions'] as const;

export const verifyEmail = (token: string) => http.send(VerifyEmailAnswerSchema, '/api/auth/verify-email', { json: { token } });
/** `language`: the screen's, for the mail when the account's own choice is not known to be the owner's. */
export const forgotPassword = (email: string, language?: string) => http.send(ForgotPasswordAnswerSchema, '/api/auth/forgot-password', { json: language ? { email, language } : { email } });
export const resetPassword = (token: string, password: string) => http.send(ResetPasswordAnswerSchema, '/api/auth/reset-password', { json: { token, password } });
export const listSessions = () => http.send(SessionListSchema, '/api/auth/sessions');
export const signOutEverywhere = () => http.send(SignOutEverywhereAnswerSchema, '/api/auth/sessions/sign-out-everywhere', { json: {} });
export const changePassword = (body: ChangePasswordRequest) => http.send(ChangePasswordAnswerSchema, '/api/auth/me/password', { json: body });
export const changeEmail = (body: ChangeEmailRequest) => http.send(ChangeEmailAnswerSchema, '/api/auth/me/email', { json: body });
export const verifyEmailChange = (token: string) => http.send(VerifyEmailChangeAnswerSchema, '/api/auth/verify-email-change', { json: { token } });

/** The token a mailed link carries in its fragment (#token=…), which never reaches a server. */
export const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
