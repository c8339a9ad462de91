import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LoginRequestSchema } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SESSION_COOKIE } from '../common/paths';
import { AuthService } from './auth.service';
import { AuthedRequest, AuthUser, CurrentUser, Public } from '../common/decorators';
import { PER_IP_CEILING, RateLimit } from '../common/rate-limit';
import { assertSameUser } from '../common/same-user';
import { sessionCookieOptions } from './session-cookie';
import { SessionsService } from './sessions.service';
import { SignInHooks } from './sign-in-hooks';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditTrail,
    private readonly signInHooks: SignInHooks,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 7: sign in; sets the httpOnly session cookie. An account scheduled for deletion: 409 {error, code: DELETION_PENDING, eraseAt} and no session, unless cancelDeletion is true (the deletion is cancelled, deletionCancelled: true)' })
  @ApiResponse({ status: 409, description: 'DELETION_PENDING: the account is scheduled for deletion; ask the person, then sign in again with cancelDeletion: true to keep it', schema: { type: 'object', required: ['error', 'code', 'eraseAt'], properties: { error: { type: 'string' }, code: { type: 'string', enum: ['DELETION_PENDING'] }, eraseAt: { type: 'string', format: 'date-time' } } } })
  // Per IP only: a limit keyed by the e-mail would let anyone lock its owner out. Guessing one
  // account is slowed per (account, IP) pair in AuthService.login (LoginThrottle).
  @RateLimit('login', 'AUTH_RATE_LIMIT_PER_MINUTE', [PER_IP_CEILING])
  async login(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: FastifyReply, @Body(new ZodValidationPipe(LoginRequestSchema)) body: z.infer<typeof LoginRequestSchema>) {
    // Hooks run between the password check and the session: signing in to an account scheduled for
    // deletion answers 409 DELETION_PENDING unless `cancelDeletion` (privacy's hook).
    const { token, user, extras } = await this.auth.login(body.email, body.password, this.auth.meta(req), (userId) => this.signInHooks.run({ userId, cancelDeletion: body.cancelDeletion === true }));
    // A session the browser already held is ended, so a token planted before sign-in is worthless.
    await this.auth.logout(req.sessionToken);
    void res.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(req), maxAge: this.sessions.ttlSeconds });
    this.audit.record(auditContextOf(req), { action: 'auth.signed_in', actorId: user.uid, target: { type: 'account', id: user.uid }, ownerId: user.uid });
    return { user, ...extras };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session on the server and clear the cookie (a Clerk session is ended by Clerk in the browser)' })
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: FastifyReply) {
    await this.auth.logout(req.sessionToken);
    void res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
    // Recorded when there was someone to sign out (a Clerk session ends in the browser, with Clerk).
    const who = req.user;
    if (who) this.audit.record(auditContextOf(req), { action: 'auth.signed_out', actorId: who.id, target: { type: 'account', id: who.id }, ownerId: who.id });
    return { signedOut: true };
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user (401 when not signed in; 403 when userId/email name someone else; 409 DELETION_PENDING for a Clerk sign-in while the account is scheduled for deletion)' })
  @ApiQuery({ name: 'userId', required: false, description: 'the userId the browser keeps; refused unless it is the session user' })
  @ApiQuery({ name: 'email', required: false, description: 'the e-mail the browser keeps; refused unless it is the session user' })
  async me(@CurrentUser() user: AuthUser, @Query() query: { userId?: unknown; email?: unknown }) {
    // Lets the SPA check that what it kept in local storage still names the signed-in user.
    assertSameUser(user, { userId: query.userId, email: query.email });
    return { user: { uid: user.id, email: user.email }, via: user.via, emailVerified: await this.auth.isEmailVerified(user.id) };
  }
}
