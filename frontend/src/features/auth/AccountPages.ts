/** The pages mailed links and the forgot-password link open: one chunk, fetched when one is visited. */
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { VerifyEmailChangePage } from './VerifyEmailChangePage';
export { UnsubscribePage } from '../mail';
export { UpdatesConfirmPage } from '../mail';
