/**
 * Who is asking: the user of a session cookie or of a verified Clerk session token (Bearer header
 * or Clerk's __session cookie), never anything the request body says. Used by the API's guard and
 * by the admin dashboard (bull-board's own routes), so both recognise the same people.
 */
import { Injectable } from '@nestjs/common';
import { PrivacyRepository, UsersRepository } from '@lexmitra/data';
import { AccountRecovery } from './account-recovery.service';
import { ClerkVerifier } from './clerk-verifier';
import { AuthedRequest, AuthUser } from '../common/decorators';
import { SessionsService } from './sessions.service';
import { SESSION_COOKIE } from '../common/paths';



@Injectable()
export class IdentityService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly clerk: ClerkVerifier,
    private readonly users: UsersRepository,
    private readonly recovery: AccountRecovery,
    private readonly privacy: PrivacyRepository,
  ) {}

  /**
   * The signed-in user, or undefined. With `tolerateOutage` a Redis outage counts as signed out
   * (public routes keep answering); otherwise it is thrown so the caller reports it.
   */
  async resolve(req: Pick<AuthedRequest, 'cookies' | 'headers' | 'sessionToken'>, tolerateOutage: boolean): Promise<AuthUser | undefined> {
    const cookie = req.cookies?.[SESSION_COOKIE];
    if (typeof cookie === 'string' && cookie) {
      const session = await this.sessions.get(cookie).catch((err) => {
        if (tolerateOutage) return null;
        throw err;
      });
      if (session) {
        req.sessionToken = cookie;
        // Last seen, for the sessions list; a failure here never fails the request.
        void this.sessions.touch(cookie, session).catch(() => undefined);
        return { id: session.userId, email: session.email, via: 'session' };
      }
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const clerkToken = bearer ?? (typeof req.cookies?.__session === 'string' ? req.cookies.__session : undefined);
    if (clerkToken && this.clerk.enabled) {
      const identity = await this.clerk.verify(clerkToken);
      if (identity) {
        let link = await this.users.findOrLinkClerkUser(identity.clerkUserId, identity.email, identity.emailVerified === true);
        // Not linked, and the token did not say the e-mail or whether Clerk verified it: ask Clerk
        // (only possible with a secret key).
        if (!link.user && (!identity.email || identity.emailVerified === undefined)) {
          const address = await this.clerk.lookupAddress(identity.clerkUserId);
          if (address) link = await this.users.findOrLinkClerkUser(identity.clerkUserId, address.email, address.verified);
        }
        // A password set by someone who never proved the address was removed: end its sessions too.
        // What that person could set or copy is undone, and what they made is listed for the owner.
        if (link.user && link.passwordRemoved) {
          await this.sessions.destroyAll(String(link.user._id));
          await this.recovery.recover(String(link.user._id), link.user.email);
        }
        if (link.user) return this.clerkUser(String(link.user._id), link.user.email, identity.firstFactorAgeMinutes);
      }
    }
    return undefined;
  }

  /**
   * Scheduling a deletion signs the account out everywhere. Clerk's own sessions cannot be ended
   * from here (that takes Clerk's API), so during the grace period a Clerk session counts as signed
   * out unless its first factor was verified after the request: a new sign-in, which may only answer
   * whether to cancel (AuthUser.deletionPending). One indexed read more per Clerk request, which
   * reads the users collection already.
   */
  private async clerkUser(id: string, email: string, firstFactorAgeMinutes: number | undefined): Promise<AuthUser | undefined> {
    const pending = await this.privacy.pendingDeletion(id);
    if (!pending) return { id, email, via: 'clerk' };
    // fva counts whole minutes: one more minute of margin, so the sign-in that made the request never counts.
    const signedInAfter = firstFactorAgeMinutes !== undefined && Date.now() - (firstFactorAgeMinutes + 1) * 60_000 > pending.requestedAt.getTime();
    return signedInAfter ? { id, email, via: 'clerk', deletionPending: pending.eraseAt.toISOString() } : undefined;
  }
}
