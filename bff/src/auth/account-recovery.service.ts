/**
 * Taking an account back from a squatter: someone registered the owner's address first and never
 * proved it; the owner then proves it (a reset by the mailed link, or a provider that verified the
 * address). Whatever the squatter could set is undone at once (see docs/security.md, "What a recovery resets"):
 * - notification mails turned off for the address are on again;
 * - the interface language (which is also the language of the account's mail) is "not chosen";
 * - the calendar feed address, export links and mailed links end (BearerLinks);
 * and what the account holds (drafts, diary entries, uploaded documents, chats) is listed for the
 * owner to keep or delete (GET /api/account/recovery).
 */
import { Injectable, Logger } from '@nestjs/common';
import { AccountRecoveryRepository, MailSuppressionRepository, UsersRepository } from '@lexmitra/data';
import { BearerLinks } from './bearer-links.service';

@Injectable()
export class AccountRecovery {
  private readonly logger = new Logger('AccountRecovery');

  constructor(
    private readonly users: UsersRepository,
    private readonly suppressions: MailSuppressionRepository,
    private readonly reviews: AccountRecoveryRepository,
    private readonly links: BearerLinks,
  ) {}

  /** Call when a never-verified account's address has just been proved by someone who was not signed in to it. */
  async recover(userId: string, email: string): Promise<void> {
    const reset: string[] = [];
    if (await this.suppressions.clearFor(email)) reset.push('mailPreferences');
    if (await this.users.clearLanguage(userId)) reset.push('language');
    const ended = await this.links.endAll(userId, 'recovery');
    if (ended.calendarFeed) reset.push('calendarFeed');
    if (ended.exportLinks) reset.push('exportLinks');
    const review = await this.reviews.record(userId, reset);
    this.logger.log(`account ${userId} recovered: reset ${reset.join(', ') || 'nothing'}; ${review.items.length} item(s) to review`);
  }
}
