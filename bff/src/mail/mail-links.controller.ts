/**
 * What the links in notification mails do, and the settings behind them: one-click unsubscribe
 * (signed per address and category, no sign-in), the signed-in account's notification settings, and
 * the /contact form, which mails the operators (CONTACT_EMAIL).
 */
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BAD_MAIL_LINK, CONTACT_TEXT, ContactRequestSchema, ErrorCodes, MAIL_CATEGORIES, MailCategory, MailPreferences, MailPreferencesSchema } from '@lexmitra/contracts';
import { MailSuppressionRepository } from '@lexmitra/data';
import { isMailCategory, validLinkSignature } from '@lexmitra/mail';
import { z } from 'zod';
import { AuthUser, CurrentUser, Public } from '../common/decorators';
import { PER_IP_CEILING, RateLimit } from '../common/rate-limit';
import { ApiException, badRequest } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { MailOutbox } from './mail-outbox.service';

const PreferencesBody = MailPreferencesSchema.partial().strict();

@ApiTags('mail')
@Controller('api')
export class MailLinksController {
  constructor(
    private readonly suppressions: MailSuppressionRepository,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('mail/unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post, and the page the mail links to): a = address, c = category, s = signature' })
  @ApiQuery({ name: 'a' })
  @ApiQuery({ name: 'c', enum: MAIL_CATEGORIES })
  @ApiQuery({ name: 's' })
  @RateLimit('unsubscribe', 'AUTH_RATE_LIMIT_PER_MINUTE', [PER_IP_CEILING])
  async unsubscribe(@Query('a') address: unknown, @Query('c') category: unknown, @Query('s') signature: unknown): Promise<{ unsubscribed: true; category: MailCategory }> {
    if (typeof address !== 'string' || typeof signature !== 'string' || !isMailCategory(category) || !validLinkSignature(this.config.MAIL_LINK_SECRET, `unsubscribe:${category}`, address, signature)) {
      throw badRequest(BAD_MAIL_LINK, ErrorCodes.INVALID_TOKEN);
    }
    await this.suppressions.set(address, category, false);
    return { unsubscribed: true, category };
  }

  @Get('mail/preferences')
  @ApiOperation({ summary: 'Which notification mails the signed-in account receives (all on until turned off)' })
  async preferences(@CurrentUser() user: AuthUser): Promise<MailPreferences> {
    const off = new Set(await this.suppressions.suppressedFor(user.email));
    return Object.fromEntries(MAIL_CATEGORIES.map((c) => [c, !off.has(c)])) as MailPreferences;
  }

  @Put('mail/preferences')
  @ApiOperation({ summary: 'Turn notification mails on or off for the signed-in account' })
  async setPreferences(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(PreferencesBody)) body: z.infer<typeof PreferencesBody>): Promise<MailPreferences> {
    for (const [category, wanted] of Object.entries(body)) if (isMailCategory(category) && typeof wanted === 'boolean') await this.suppressions.set(user.email, category, wanted);
    return this.preferences(user);
  }

  @Public()
  @Post('contact')
  @HttpCode(202)
  @ApiOperation({ summary: "The /contact form: mails the operators' address (CONTACT_EMAIL), replying to the sender; 503 when none is set" })
  @RateLimit('contact', 'MAIL_RATE_LIMIT_PER_MINUTE', ['ip'])
  async contact(@Body(new ZodValidationPipe(ContactRequestSchema)) body: z.infer<typeof ContactRequestSchema>): Promise<{ sent: true }> {
    const to = this.config.CONTACT_EMAIL;
    if (!to) throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCodes.DEPENDENCY_DOWN, CONTACT_TEXT.notSetUp);
    const queued = await this.outbox.send({ to, template: 'contactMessage', replyTo: body.email, data: { name: body.name, email: body.email, message: body.message } });
    if (!queued) throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCodes.DEPENDENCY_DOWN, CONTACT_TEXT.notSent);
    return { sent: true };
  }
}
