/**
 * Sign-up, e-mail verification, password reset and the sessions list (issue 19). The links mailed carry
 * their token in the URL fragment; the SPA's /verify-email and /reset-password pages post it here.
 */
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForgotPasswordRequestSchema, RegisterRequestSchema, ResetPasswordRequestSchema, SessionInfo, VerifyEmailRequestSchema } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SESSION_COOKIE } from '../common/paths';
import { AccountService } from './account.service';
import { AuthedRequest, AuthUser, CurrentUser, Public } from '../common/decorators';
import { PER_IP_CEILING, RateLimit } from '../common/rate-limit';
import { BearerLinks } from '../auth/bearer-links.service';
import { sessionCookieOptions } from '../auth/session-cookie';
import { browserLanguage } from '../auth/auth.service';
import { sessionHash, sessionId, SessionsService } from '../auth/sessions.service';

/** "Chrome on Android", "Firefox on Windows"…: enough for a person to recognise a device. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /OPR\//.test(ua) ? 'Opera' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : '';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || (ua ? ua.slice(0, 60) : 'Unknown device');
}

@ApiTags('auth')
@Controller('api/auth')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditTrail,
    private readonly links: BearerLinks,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiOperation({ summary: 'Call 6: create a local account and mail a verification link; an address that has an account gets the same answer (its owner is told by mail)' })
  // Per IP and per e-mail, counted before the body is validated (malformed attempts count too).
  @RateLimit('register', 'AUTH_RATE_LIMIT_PER_MINUTE', ['email', PER_IP_CEILING])
  async register(@Body(new ZodValidationPipe(RegisterRequestSchema)) body: z.infer<typeof RegisterRequestSchema>) {
    return this.account.register(body.email, body.password, body.language);
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the e-mail address with the token of the mailed link (single use, 24 h): verified when signed in to that account; opened elsewhere, {verified: false, passwordToken} to set a new password with (reset-password), which proves the address; 400 INVALID_TOKEN otherwise' })
  @RateLimit('verify-email', 'AUTH_RATE_LIMIT_PER_MINUTE', [PER_IP_CEILING])
  async verifyEmail(@CurrentUser() user: AuthUser | undefined, @Body(new ZodValidationPipe(VerifyEmailRequestSchema)) body: z.infer<typeof VerifyEmailRequestSchema>) {
    const answer = await this.account.verifyEmail(body.token, user?.id);
    return answer.verified ? { verified: true as const, email: answer.email } : { verified: false as const, email: answer.email, passwordToken: answer.passwordToken };
  }

  @Post('verify-email/resend')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a new verification link to the signed-in account (the previous link stops working)' })
  @RateLimit('verify-resend', 'MAIL_RATE_LIMIT_PER_MINUTE', ['user', 'ip'])
  resend(@CurrentUser() user: AuthUser) {
    return this.account.resendVerification(user.id);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a password reset link (single use, 30 minutes) when the address has an account; the same answer when it has none' })
  @RateLimit('forgot-password', 'MAIL_RATE_LIMIT_PER_MINUTE', ['ip', 'email'])
  forgotPassword(@Req() req: AuthedRequest, @Body(new ZodValidationPipe(ForgotPasswordRequestSchema)) body: z.infer<typeof ForgotPasswordRequestSchema>) {
    return this.account.forgotPassword(body.email, body.language ?? browserLanguage(req));
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of the mailed link; ends every session of the account' })
  @RateLimit('reset-password', 'AUTH_RATE_LIMIT_PER_MINUTE', [PER_IP_CEILING])
  async resetPassword(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: FastifyReply, @Body(new ZodValidationPipe(ResetPasswordRequestSchema)) body: z.infer<typeof ResetPasswordRequestSchema>) {
    const { userId } = await this.account.resetPassword(body.token, body.password);
    // The person holding the mailed link acts for the account: they are its owner as far as anyone can tell.
    this.audit.record(auditContextOf(req), { action: 'auth.password_changed', actorId: userId, target: { type: 'account', id: userId }, ownerId: userId });
    // This browser's own session (if any, of whichever account) is gone or stale: drop its cookie.
    if (req.sessionToken) void res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
    return { reset: true };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'The devices signed in to this account with a local session: device, IP, last seen' })
  async list(@Req() req: AuthedRequest, @CurrentUser() user: AuthUser): Promise<{ items: SessionInfo[] }> {
    const current = req.sessionToken ? sessionHash(req.sessionToken) : undefined;
    const sessions = await this.sessions.list(user.id);
    return {
      items: sessions.map((s) => ({
        id: sessionId(s.hash),
        device: deviceName(s.userAgent),
        ip: s.ip ?? '',
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt ?? s.createdAt,
        current: s.hash === current,
      })),
    };
  }

  @Post('sessions/sign-out-everywhere')
  @HttpCode(200)
  @ApiOperation({ summary: 'End every local session of this account, this one included, and every link that acts without one (calendar feed address, export links, mailed links)' })
  async signOutEverywhere(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: FastifyReply, @CurrentUser() user: AuthUser) {
    const signedOut = await this.sessions.destroyAll(user.id);
    // Everywhere includes the calendar feed address and export links, which act without a session.
    await this.links.endAll(user.id, 'sign-out-everywhere');
    this.audit.record(auditContextOf(req), { action: 'auth.signed_out', actorId: user.id, target: { type: 'account', id: user.id, label: 'everywhere' }, ownerId: user.id });
    void res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
    return { signedOut };
  }
}
