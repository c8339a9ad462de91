/**
 * A signed-in person changes their password or their e-mail address. Both need the current
 * password, counted by the login throttle (a stolen session must not become a free password
 * oracle); both keep the session that asked and end every other one. A new address takes effect
 * only when the link mailed to it is followed, and the answer never says whether another account
 * has that address (its owner is mailed instead, as at sign-up).
 */
import { HttpStatus, Injectable } from '@nestjs/common';
import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, ErrorCodes } from '@lexmitra/contracts';
import { normalizeEmail, User, UsersRepository } from '@lexmitra/data';
import { createHash } from 'node:crypto';
import { ApiException, badRequest, unauthenticated } from '../common/api-error';
import { RedisService } from '../infra/redis.service';
import { mailLocale, MailOutbox } from '../mail/mail-outbox.service';
import type { AuthUser } from '../common/decorators';
import { BearerLinks } from '../auth/bearer-links.service';
import { EmailTokensService } from '../auth/email-tokens.service';
import { LoginThrottle } from '../auth/login-throttle.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { sessionStore } from '../common/session-store';
import { SessionMeta, SessionsService } from '../auth/sessions.service';

/** At most one "someone tried to move an account to your address" mail per address in this many seconds. */
const ATTEMPT_MAIL_EVERY_S = 600;

const localeOf = (user: Pick<User, 'language'>) => mailLocale(user.language);

@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly outbox: MailOutbox,
    private readonly throttle: LoginThrottle,
    private readonly redis: RedisService,
    private readonly links: BearerLinks,
  ) {}

  /**
   * The account, once its current password is proven. Wrong guesses count against the same
   * (account, IP) pair as sign-in failures, so they wait just as long.
   */
  private async confirmPassword(user: AuthUser, password: string, meta: SessionMeta): Promise<User> {
    const account = await this.users.findById(user.id);
    if (!account) throw unauthenticated();
    // A Clerk-only account has no password of ours to confirm or to change.
    if (!account.passwordHash) throw new ApiException(HttpStatus.CONFLICT, ErrorCodes.CONFLICT, ACCOUNT_SETTINGS_TEXT.managedByProvider);
    await this.throttle.attempt(account.email, meta.ip);
    if (!(await verifyPassword(password, account.passwordHash))) {
      if (await this.throttle.failed(account.email)) {
        const count = String(await this.throttle.failuresOf(account.email));
        await this.outbox.send({ to: account.email, template: 'loginFailures', locale: localeOf(account), data: { count, resetUrl: this.outbox.link('/forgot-password') } });
      }
      throw badRequest(ACCOUNT_SETTINGS_TEXT.wrongPassword);
    }
    await this.throttle.succeeded(account.email, meta.ip);
    return account;
  }

  /** Sets the new password; this session stays, every other one ends; the owner is mailed. */
  async changePassword(user: AuthUser, currentSession: string | undefined, current: string, next: string, meta: SessionMeta) {
    const account = await this.confirmPassword(user, current, meta);
    if (current === next) throw badRequest(ACCOUNT_SETTINGS_TEXT.samePassword);
    await this.users.setPassword(user.id, await hashPassword(next));
    const otherSessionsEnded = await this.sessions.endOthers(user.id, currentSession ? [currentSession] : []);
    // Links made under the old password stop working: a reset link, an address change asked for
    // with it, the calendar feed address and export links (whoever had the password may have them).
    await this.links.endAll(user.id, 'password-change');
    await this.outbox.send({ to: account.email, template: 'passwordChanged', locale: localeOf(account), data: { resetUrl: this.outbox.link('/forgot-password'), scope: 'others' } });
    return { changed: true as const, otherSessionsEnded };
  }

  /**
   * Mails a link to the new address and a notice to the present one. When another account has the
   * new address, that account's owner is told instead of sending a link: the answer is the same.
   */
  async requestEmailChange(user: AuthUser, currentSession: string | undefined, newEmail: string, password: string, meta: SessionMeta) {
    const account = await this.confirmPassword(user, password, meta);
    const email = normalizeEmail(newEmail);
    if (email === account.email) throw badRequest(ACCOUNT_SETTINGS_TEXT.sameEmail);
    const owner = await this.users.findByEmail(email);
    if (owner) await this.tellOwnerOfAttempt(owner);
    else {
      const token = await this.tokens.issue('email-change', user.id, email, { previousEmail: account.email, sessionHash: currentSession });
      await this.outbox.send({ to: email, template: 'emailChangeVerify', locale: localeOf(account), data: { link: this.outbox.link('/verify-email-change', {}, { token }), oldEmail: account.email } });
    }
    await this.outbox.send({ to: account.email, template: 'emailChangeNotice', locale: localeOf(account), data: { newEmail: email, resetUrl: this.outbox.link('/forgot-password') } });
    return { sent: true as const, email };
  }

  private async tellOwnerOfAttempt(owner: User): Promise<void> {
    const key = `email-change-attempt:${createHash('sha256').update(owner.email).digest('hex').slice(0, 32)}`;
    if ((await sessionStore(this.redis.client.set(key, '1', 'EX', ATTEMPT_MAIL_EVERY_S, 'NX')).catch(() => null)) !== 'OK') return;
    await this.outbox.send({
      to: owner.email,
      template: 'emailChangeAttempt',
      locale: localeOf(owner),
      data: { signInUrl: this.outbox.link('/sign-in'), resetUrl: this.outbox.link('/forgot-password') },
    });
  }

  /**
   * Follows the link: the account gets the new address, verified. The session that asked (and the
   * one following the link, when it is this account's) stay signed in with the new address; every
   * other session ends. Documents shared for the old address stay with that address.
   */
  async confirmEmailChange(token: string, followingSession: string | undefined) {
    const claim = await this.tokens.consume('email-change', token);
    if (!claim?.previousEmail) throw badRequest(AUTH_TEXT.invalidLink, ErrorCodes.INVALID_TOKEN);
    const outcome = await this.users.changeEmail(claim.userId, claim.previousEmail, claim.email);
    if (outcome === 'stale') throw badRequest(AUTH_TEXT.invalidLink, ErrorCodes.INVALID_TOKEN);
    if (outcome === 'taken') throw new ApiException(HttpStatus.CONFLICT, ErrorCodes.CONFLICT, ACCOUNT_SETTINGS_TEXT.addressTaken);
    const keep = [claim.sessionHash, followingSession].filter((h): h is string => Boolean(h));
    await this.sessions.endOthers(claim.userId, keep);
    await this.sessions.readdress(claim.userId, claim.email);
    // Links mailed to the old address no longer fit the account; the feed and export links end too.
    await this.links.endAll(claim.userId, 'email-change');
    return { changed: true as const, email: claim.email, userId: claim.userId, previousEmail: claim.previousEmail };
  }
}
