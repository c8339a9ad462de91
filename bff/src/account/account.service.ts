import { Injectable } from '@nestjs/common';
import { AUTH_TEXT, ErrorCodes } from '@lexmitra/contracts';
import { EmailTakenError, normalizeEmail, User, UsersRepository } from '@lexmitra/data';
import { Types } from 'mongoose';
import { createHash } from 'node:crypto';
import { badRequest } from '../common/api-error';
import { sessionStore } from '../common/session-store';
import { RedisService } from '../infra/redis.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { AccountRecovery } from '../auth/account-recovery.service';
import { localeOf, mailLocaleFor } from '../auth/auth.service';
import { BearerLinks } from '../auth/bearer-links.service';
import { EmailTokensService } from '../auth/email-tokens.service';
import { hashPassword } from '../auth/password';
import { SessionsService } from '../auth/sessions.service';

/** At most one "someone tried to sign up with your address" mail per address in this many seconds. */
const SIGNUP_ATTEMPT_MAIL_EVERY_S = 600;

/**
 * A local account's life outside a session: signing up, proving the address by the mailed link,
 * and a forgotten password's reset (the token store is auth's EmailTokensService: the identity
 * path revokes tokens too).
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly outbox: MailOutbox,
    private readonly redis: RedisService,
    private readonly links: BearerLinks,
    private readonly recovery: AccountRecovery,
  ) {}

  /**
   * Creates an unverified account and mails a verification link. An address that has an account
   * gets the same answer (an id made the same way, 201), and its owner gets a mail saying someone
   * tried: the answer never tells whether an address is registered.
   */
  async register(email: string, password: string, language?: string): Promise<{ userId: string }> {
    const passwordHash = await hashPassword(password);
    try {
      // The sign-up form's language is the account's: its first mail is written in it.
      const user = await this.users.createWithPassword(email, passwordHash, language);
      await this.sendVerification(user);
      return { userId: String(user._id) };
    } catch (err) {
      if (!(err instanceof EmailTakenError)) throw err;
      // The one signing up now writes in `language`: the mail to the address is in it, unless the
      // account's owner has proved the address and chosen theirs.
      await this.tellOwnerOfSignupAttempt(email, language);
      // Mongoose makes a new account's ObjectId in this process too: the two cannot be told apart.
      return { userId: new Types.ObjectId().toHexString() };
    }
  }

  private async tellOwnerOfSignupAttempt(email: string, language?: string): Promise<void> {
    const owner = await this.users.findByEmail(email);
    if (!owner) return;
    const key = `signup-attempt:${createHash('sha256').update(owner.email).digest('hex').slice(0, 32)}`;
    const first = await sessionStore(this.redis.client.set(key, '1', 'EX', SIGNUP_ATTEMPT_MAIL_EVERY_S, 'NX')).catch(() => null);
    if (first !== 'OK') return;
    await this.outbox.send({
      to: owner.email,
      template: 'signupAttempt',
      locale: mailLocaleFor(owner, language),
      data: { signInUrl: this.outbox.link('/sign-in'), resetUrl: this.outbox.link('/forgot-password') },
    });
  }

  private async sendVerification(user: Pick<User, '_id' | 'email' | 'language'>): Promise<void> {
    const token = await this.tokens.issue('verify', String(user._id), user.email);
    await this.outbox.send({ to: user.email, template: 'verifyEmail', locale: localeOf(user), data: { link: this.outbox.link('/verify-email', {}, { token }) } });
  }

  /**
   * Uses a verification link's token (public: the link may be opened on another device). Opened
   * signed in to the account it was sent for, it verifies the address. Opened anywhere else, the
   * mailbox's owner proves the address but perhaps not the password (someone else may have
   * registered it): the address is proved only by a new password, through a reset token answered
   * here, which recovers the account as a mailed reset does.
   */
  async verifyEmail(token: string, signedInAs?: string): Promise<{ verified: true; email: string; userId: string } | { verified: false; email: string; userId: string; passwordToken: string }> {
    const claim = await this.tokens.consume('verify', token);
    const user = claim ? await this.users.findById(claim.userId) : null;
    // A link for an address the account no longer has proves nothing about the current one.
    if (!claim || !user || user.email !== claim.email) throw badRequest(AUTH_TEXT.invalidLink, ErrorCodes.INVALID_TOKEN);
    if (signedInAs !== claim.userId && !user.emailVerifiedAt) {
      const passwordToken = await this.tokens.issue('reset', claim.userId, claim.email);
      return { verified: false, email: claim.email, userId: claim.userId, passwordToken };
    }
    if (!(await this.users.markEmailVerified(claim.userId, claim.email))) throw badRequest(AUTH_TEXT.invalidLink, ErrorCodes.INVALID_TOKEN);
    return { verified: true, email: claim.email, userId: claim.userId };
  }

  async resendVerification(userId: string): Promise<{ sent: boolean; alreadyVerified: boolean }> {
    const user = await this.users.findById(userId);
    if (!user || user.emailVerifiedAt) return { sent: false, alreadyVerified: Boolean(user) };
    await this.sendVerification(user);
    return { sent: true, alreadyVerified: false };
  }

  /**
   * Mails a reset link when the address has an account; the answer is the same either way. An
   * unverified account's stored language may be a squatter's: the mail is in the asker's language.
   */
  async forgotPassword(email: string, language?: string): Promise<{ sent: true }> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (user) {
      const token = await this.tokens.issue('reset', String(user._id), user.email);
      await this.outbox.send({ to: user.email, template: 'passwordReset', locale: mailLocaleFor(user, language), data: { link: this.outbox.link('/reset-password', {}, { token }) } });
    }
    return { sent: true };
  }

  /**
   * Sets the new password, proves the address, and ends every session of the account and every
   * link that acts without one. An account whose address was never proved was perhaps made by
   * someone else: what they could set is reset and what they made is listed (AccountRecovery).
   */
  async resetPassword(token: string, password: string): Promise<{ reset: true; userId: string; sessionsEnded: number }> {
    const claim = await this.tokens.consume('reset', token);
    const user = claim ? await this.users.findById(claim.userId) : null;
    if (!claim || !user || user.email !== claim.email) throw badRequest(AUTH_TEXT.invalidLink, ErrorCodes.INVALID_TOKEN);
    await this.users.resetPassword(claim.userId, await hashPassword(password));
    const sessionsEnded = await this.sessions.destroyAll(claim.userId);
    // A change of address asked for with the old password stops here too (the notice mail says so).
    if (user.emailVerifiedAt) await this.links.endAll(claim.userId, 'reset');
    else await this.recovery.recover(claim.userId, user.email);
    await this.outbox.send({ to: user.email, template: 'passwordChanged', locale: localeOf(user), data: { resetUrl: this.outbox.link('/forgot-password') } });
    return { reset: true, userId: claim.userId, sessionsEnded };
  }
}
