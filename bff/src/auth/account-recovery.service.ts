/**
 * Taking an account back from a squatter: someone registered the owner's address first and never
 * proved it; the owner then proves it (a reset by the mailed link, or a provider that verified the
 * address). Whatever the squatter could set is undone at once (see docs/security.md, "What a recovery resets"):
 * - notification mails turned off for the address are on again;
 * - the interface language (which is also the language of the account's mail) is "not chosen";
 * - the calendar feed address, export links and mailed links end (BearerLinks);
 * - the open invite codes of the account's firm end (a code handed out before recovery would
 *   still let new people in);
 * and the firm with its members is listed, as is what the account holds (drafts, diary entries, uploaded documents, chats) is listed for the
 * owner to keep or delete (GET /api/account/recovery).
 */
import { Injectable, Logger } from '@nestjs/common';
import type { RecoveryFirm } from '@lexmitra/contracts';
import { AccountRecoveryRepository, FirmsRepository, MailSuppressionRepository, UsersRepository } from '@lexmitra/data';
import { BearerLinks } from './bearer-links.service';

@Injectable()
export class AccountRecovery {
  private readonly logger = new Logger('AccountRecovery');

  constructor(
    private readonly users: UsersRepository,
    private readonly suppressions: MailSuppressionRepository,
    private readonly reviews: AccountRecoveryRepository,
    private readonly links: BearerLinks,
    private readonly firms: FirmsRepository,
  ) {}

  /** Call when a never-verified account's address has just been proved by someone who was not signed in to it. */
  async recover(userId: string, email: string): Promise<void> {
    const reset: string[] = [];
    if (await this.suppressions.clearFor(email)) reset.push('mailPreferences');
    if (await this.users.clearLanguage(userId)) reset.push('language');
    const ended = await this.links.endAll(userId, 'recovery');
    if (ended.calendarFeed) reset.push('calendarFeed');
    if (ended.exportLinks) reset.push('exportLinks');
    const firm = await this.endFirmInvites(userId);
    if (firm?.endedInvites.length) reset.push('firmInvites');
    const review = await this.reviews.record(userId, reset, new Date(), firm);
    this.logger.log(`account ${userId} recovered: reset ${reset.join(', ') || 'nothing'}; ${review.items.length} item(s) to review`);
  }

  /** The account's firm for the review, after ending its open invite codes. */
  private async endFirmInvites(userId: string): Promise<RecoveryFirm | null> {
    const membership = await this.firms.membershipOf(userId);
    const firm = membership && (await this.firms.findFirm(membership.firmId));
    if (!membership || !firm) return null;
    const now = new Date();
    const open = await this.firms.openInvites(membership.firmId, now);
    const ended = [];
    for (const invite of open) if (await this.firms.revokeInvite(membership.firmId, invite.code)) ended.push(invite);
    const members = await this.firms.membersOf(membership.firmId);
    const accounts = await this.users.findByIds(members.map((m) => m.userId));
    return {
      firmId: membership.firmId, name: firm.name, role: membership.role,
      members: members.map((m) => ({ userId: m.userId, email: accounts.get(m.userId)?.email ?? '', role: m.role, joinedAt: new Date(m.joinedAt).toISOString() })),
      endedInvites: ended.map((i) => ({ code: i.code, createdAt: new Date(i.createdAt).toISOString(), expiresAt: i.expiresAt ? new Date(i.expiresAt).toISOString() : null })),
    };
  }
}
