/**
 * The one gate of the API: every route needs a signed-in user unless marked @Public(). Identity
 * comes only from the session cookie or a verified Clerk token (IdentityService), never from the
 * request body. Whatever is answered to a signed-in user is about that user (an account, a list of
 * documents, a fresh download link), and so is the answer to any write, so both are marked
 * `Cache-Control: no-store`: no shared proxy
 * and no browser cache keeps it for the next person at the same computer. A route that needs
 * another policy sets its own header, which replaces this one.
 */
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { deletionPending, unauthenticated } from '../common/api-error';
import { PresenceRecorder } from '../users/presence.recorder';
import { AuthedRequest, DURING_DELETION, IS_PUBLIC } from '../common/decorators';
import { IdentityService } from './identity.service';


@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityService,
    private readonly presence: PresenceRecorder,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    // A public route still answers while Redis is away; a private one reports the outage.
    req.user = await this.identity.resolve(req, isPublic);
    if (!req.user && !isPublic) throw unauthenticated();
    // A Clerk sign-in made after its account's deletion was scheduled may only answer "cancel it?".
    if (req.user?.deletionPending && !isPublic && !this.reflector.getAllAndOverride<boolean>(DURING_DELETION, [ctx.getHandler(), ctx.getClass()])) {
      throw deletionPending(req.user.deletionPending);
    }
    if (req.user) this.presence.seen(req.user.id);
    // Sign-in, sign-up and the mailed links answer before there is a user, with a session or an account in hand.
    if (req.user || (req.method !== 'GET' && req.method !== 'HEAD')) ctx.switchToHttp().getResponse<FastifyReply>().raw.setHeader('Cache-Control', 'no-store');
    return true;
  }
}
