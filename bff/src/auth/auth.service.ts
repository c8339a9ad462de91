import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AUTH_TEXT, ErrorCodes } from '@lexmitra/contracts';
import { User, UsersRepository } from '@lexmitra/data';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import type { AuthedRequest } from '../common/decorators';
import { mailLocale, MailOutbox } from '../mail/mail-outbox.service';
import { LoginThrottle } from './login-throttle.service';
import { clientIp } from '../common/rate-limit';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { SessionMeta, SessionsService } from './sessions.service';
import type { SignInExtras } from './sign-in-hooks';
import { PresenceRecorder } from '../users/presence.recorder';

/** The account's language for mail (the interface language once the account has one). */
export const localeOf = (user: Pick<User, 'email'>) => mailLocale((user as { language?: string }).language);

/**
 * The language of a mail to an account's address. A verified account's own choice; an unverified
 * one's choice may be a squatter's, so the mail is written in the language of whoever asked for it
 * now (their screen, else their browser's Accept-Language), or in the default.
 */
export const mailLocaleFor = (user: Pick<User, 'email' | 'emailVerifiedAt'>, requested?: string | null) =>
  user.emailVerifiedAt ? localeOf(user) : mailLocale(requested);

/** The first language a browser asks for (Accept-Language), as a mail locale's input. */
export const browserLanguage = (req: { headers: Record<string, string | string[] | undefined> }) => String(req.headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() || undefined;

/**
 * Signing in and out with a password: the session, the per-(account, IP) throttle and its mail.
 * Signing up and the flows of mailed links (verification, reset) are the account room's
 * (bff/src/account/account.service.ts).
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutbox,
    private readonly throttle: LoginThrottle,
    private readonly presence: PresenceRecorder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Where a sign-in comes from: the client IP the limits count (see clientIp) and its browser. */
  meta(req: AuthedRequest): SessionMeta {
    return { ip: clientIp(req, this.config.TRUST_PROXY), userAgent: String(req.headers['user-agent'] ?? '') };
  }

  isEmailVerified(userId: string): Promise<boolean> {
    return this.users.isEmailVerified(userId);
  }

  /**
   * Same answer, and about the same time, for an unknown e-mail and a wrong password. Failures are
   * throttled per (account, IP) pair (LoginThrottle), so failures elsewhere never block the owner.
   */
  async login(email: string, password: string, meta: SessionMeta, beforeSession: (userId: string) => Promise<SignInExtras> = async () => ({})): Promise<{ token: string; user: { uid: string; email: string }; extras: SignInExtras }> {
    await this.throttle.attempt(email, meta.ip);
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !user.passwordHash || !ok) {
      const tellOwner = await this.throttle.failed(email);
      if (tellOwner && user) {
        const count = String(await this.throttle.failuresOf(email));
        await this.outbox.send({ to: user.email, template: 'loginFailures', locale: mailLocaleFor(user), data: { count, resetUrl: this.outbox.link('/forgot-password') } });
      }
      throw new ApiException(HttpStatus.UNAUTHORIZED, ErrorCodes.UNAUTHENTICATED, AUTH_TEXT.invalidCredentials);
    }
    await this.throttle.succeeded(email, meta.ip);
    const uid = String(user._id);
    // May refuse (an account scheduled for deletion, unless the person chose to cancel it): no session then.
    const extras = await beforeSession(uid);
    const token = await this.sessions.create(uid, user.email, meta);
    this.presence.seen(uid);
    return { token, user: { uid, email: user.email }, extras };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.destroy(token);
  }

}
