/**
 * Who is asking: the user of a session cookie or of a verified Clerk session token (Bearer header
 * or Clerk's __session cookie), never anything the request body says. Used by the API's guard and
 * by the Express-mounted admin dashboard, so both recognise the same people.
 */
import { Injectable } from '@nestjs/common';
import { UsersRepository } from '@lexmitra/data';
import { ClerkVerifier } from './clerk-verifier';
import { AuthedRequest, AuthUser } from './decorators';
import { SessionsService } from './sessions.service';

export const SESSION_COOKIE = 'lm_session';

@Injectable()
export class IdentityService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly clerk: ClerkVerifier,
    private readonly users: UsersRepository,
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
        return { id: session.userId, email: session.email, via: 'session' };
      }
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const clerkToken = bearer ?? (typeof req.cookies?.__session === 'string' ? req.cookies.__session : undefined);
    if (clerkToken && this.clerk.enabled) {
      const identity = await this.clerk.verify(clerkToken);
      if (identity) {
        let user = await this.users.findOrLinkClerkUser(identity.clerkUserId, identity.email);
        // A first-seen user whose token carries no e-mail: ask Clerk (only possible with a secret key).
        if (!user && !identity.email) {
          const email = await this.clerk.lookupEmail(identity.clerkUserId);
          if (email) user = await this.users.findOrLinkClerkUser(identity.clerkUserId, email);
        }
        if (user) return { id: String(user._id), email: user.email, via: 'clerk' };
      }
    }
    return undefined;
  }
}
