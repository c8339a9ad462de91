import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BAD_MAIL_LINK, ErrorCodes, SubscribeRequestSchema, UpdatesConfirmRequestSchema } from '@lexmitra/contracts';
import { MailSuppressionRepository } from '@lexmitra/data';
import { linkSignature, unsubscribeLinks, validLinkSignature } from '@lexmitra/mail';
import { z } from 'zod';
import { Public } from '../common/decorators';
import { PER_IP_CEILING, RateLimit } from '../common/rate-limit';
import { badRequest } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_CONFIG, AppConfig, publicOrigin } from '../infra/config.provider';
import { MailOutbox } from '../mail/mail-outbox.service';
import { UpdatesRepository } from '@lexmitra/data';

@ApiTags('updates')
@Public()
@Controller('api/updates')
export class UpdatesController {
  constructor(
    private readonly repo: UpdatesRepository,
    private readonly outbox: MailOutbox,
    private readonly suppressions: MailSuppressionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('subscribe')
  @HttpCode(201)
  @ApiOperation({ summary: "Join the mailing list from the landing page's Get Updates box; a confirmation mail is sent first (double opt-in)" })
  // Each call can mail an address someone typed: per IP and per address, like the other mails.
  @RateLimit('updates-subscribe', 'MAIL_RATE_LIMIT_PER_MINUTE', ['ip', 'email'])
  async subscribe(@Body(new ZodValidationPipe(SubscribeRequestSchema)) body: z.infer<typeof SubscribeRequestSchema>) {
    const email = body.email.toLowerCase();
    const confirmed = await this.repo.subscribe(email, 'landing');
    if (!confirmed) {
      const link = this.outbox.link('/updates/confirm', { a: email, s: linkSignature(this.config.MAIL_LINK_SECRET, 'updates-confirm', email) });
      await this.outbox.send({ to: email, template: 'updatesConfirm', data: { link }, unsubscribe: unsubscribeLinks(publicOrigin(this.config), this.config.MAIL_LINK_SECRET, email, 'updates') });
    }
    return { subscribed: true };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "The link of the confirmation mail: the address now receives updates (400 for a link not made for it)" })
  @RateLimit('updates-confirm', 'AUTH_RATE_LIMIT_PER_MINUTE', [PER_IP_CEILING])
  async confirm(@Body(new ZodValidationPipe(UpdatesConfirmRequestSchema)) body: z.infer<typeof UpdatesConfirmRequestSchema>) {
    if (!validLinkSignature(this.config.MAIL_LINK_SECRET, 'updates-confirm', body.a, body.s) || !(await this.repo.confirm(body.a))) {
      throw badRequest(BAD_MAIL_LINK, ErrorCodes.INVALID_TOKEN);
    }
    // Asking again after an unsubscribe means it: the earlier "no" is lifted.
    await this.suppressions.set(body.a, 'updates', true);
    return { confirmed: true };
  }
}
