/**
 * Account settings of the signed-in user: a new password, a new e-mail address, and the link
 * mailed to that address (public: it may be opened on another device, signed in or not).
 */
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeEmailRequest, ChangeEmailRequestSchema, ChangePasswordRequest, ChangePasswordRequestSchema, VerifyEmailChangeRequestSchema,
} from '@lexmitra/contracts';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AccountSettingsService } from './account-settings.service';
import { AuthService } from '../auth/auth.service';
import { AuthedRequest, AuthUser, CurrentUser, Public } from '../common/decorators';
import { PER_IP_CEILING, RateLimit } from '../common/rate-limit';
import { sessionHash } from '../auth/sessions.service';

/** The hash of this request's own local session, which a change keeps signed in. */
const currentSession = (req: AuthedRequest) => (req.sessionToken ? sessionHash(req.sessionToken) : undefined);

@ApiTags('auth')
@Controller('api/auth')
export class AccountSettingsController {
  constructor(
    private readonly settings: AccountSettingsService,
    private readonly auth: AuthService,
    private readonly audit: AuditTrail,
  ) {}

  @Post('me/password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change my password (the current one confirms it; wrong: 400, throttled like sign-in). Keeps this session, ends the others, mails a notice. 409 for an account that signs in only through its provider' })
  @RateLimit('change-password', 'AUTH_RATE_LIMIT_PER_MINUTE', ['user', 'ip'])
  async changePassword(@Req() req: AuthedRequest, @CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(ChangePasswordRequestSchema)) body: ChangePasswordRequest) {
    const answer = await this.settings.changePassword(user, currentSession(req), body.currentPassword, body.newPassword, this.auth.meta(req));
    this.audit.record(auditContextOf(req), { action: 'auth.password_changed', actorId: user.id, target: { type: 'account', id: user.id, label: 'settings' }, ownerId: user.id });
    return answer;
  }

  @Post('me/email')
  @HttpCode(202)
  @ApiOperation({ summary: 'Ask to change my e-mail address (the current password confirms it): a link goes to the new address, a notice to the present one. The same 202 whether or not another account has the address. 409 for an account that signs in only through its provider' })
  @RateLimit('change-email', 'MAIL_RATE_LIMIT_PER_MINUTE', ['user', 'ip'])
  changeEmail(@Req() req: AuthedRequest, @CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(ChangeEmailRequestSchema)) body: ChangeEmailRequest) {
    return this.settings.requestEmailChange(user, currentSession(req), body.newEmail, body.currentPassword, this.auth.meta(req));
  }

  @Public()
  @Post('verify-email-change')
  @HttpCode(200)
  @ApiOperation({ summary: 'Follow the link mailed to the new address (single use, 24 h): the account takes that address, verified, and every other session ends. 400 INVALID_TOKEN otherwise' })
  @RateLimit('verify-email-change', 'AUTH_RATE_LIMIT_PER_MINUTE', [PER_IP_CEILING])
  async verifyEmailChange(@Req() req: AuthedRequest, @Body(new ZodValidationPipe(VerifyEmailChangeRequestSchema)) body: z.infer<typeof VerifyEmailChangeRequestSchema>) {
    const { email, userId } = await this.settings.confirmEmailChange(body.token, currentSession(req));
    // Whoever holds the link proved the new mailbox, and the account's password was given to ask: the owner acts.
    this.audit.record(auditContextOf(req), { action: 'auth.email_changed', actorId: userId, target: { type: 'account', id: userId }, ownerId: userId });
    return { changed: true as const, email };
  }
}
