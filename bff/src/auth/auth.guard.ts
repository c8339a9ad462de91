/**
 * The one gate of the API: every route needs a signed-in user unless marked @Public(). Identity
 * comes only from the session cookie or a verified Clerk token, never from the request body.
 */
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { unauthenticated } from '../common/api-error';
import { UsersRepository } from '../users/users.repository';
import { ClerkVerifier } from './clerk-verifier';
import { AuthedRequest, AuthUser, IS_PUBLIC } from './decorators';
import { SessionsService } from './sessions.service';

export const SESSION_COOKIE = 'lm_session';

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly clerk: ClerkVerifier,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    req.user = await this.resolve(req, isPublic);
    if (!req.user && !isPublic) throw unauthenticated();
    return true;
  }

  private async resolve(req: AuthedRequest, isPublic: boolean): Promise<AuthUser | undefined> {
    const cookie = req.cookies?.[SESSION_COOKIE];
    if (typeof cookie === 'string' && cookie) {
      // A public route still answers while Redis is away; a private one reports the outage.
      const session = await this.sessions.get(cookie).catch((err) => {
        if (isPublic) return null;
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
