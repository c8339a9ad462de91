/**
 * Links that act for an account without its session: the calendar feed address, the export download
 * links, and the single-use links mailed for a reset, a verification or a change of address. Anyone
 * who once held the account (a squatter of its address, a thief of its password) may have copied
 * them, so a reset, a password change, an address change and "sign out everywhere" end them all.
 * The calendar feed is ended, not silently replaced: its owner makes a new address when they want
 * one, and no one else can have seen it.
 */
import { Injectable } from '@nestjs/common';
import { DiaryRepository } from '@lexmitra/data';
import { RedisService } from '../infra/redis.service';
import { EmailTokensService, TokenPurpose } from './email-tokens.service';
import { sessionStore } from '../common/session-store';

/** The set of an account's export download-link keys (PrivacyService adds each link it hands out). */
export const exportLinksKey = (userId: string) => `privacy:export-links:${userId}`;

export type BearerLinkEvent = 'reset' | 'password-change' | 'email-change' | 'sign-out-everywhere' | 'recovery';

/** Mailed links each event leaves alone: the one being followed is used up already, and a change of address asked for by this session is kept. */
const MAILED: Record<BearerLinkEvent, TokenPurpose[]> = {
  reset: ['reset', 'verify', 'email-change'],
  recovery: ['reset', 'verify', 'email-change'],
  'password-change': ['reset', 'email-change'],
  'email-change': ['reset', 'verify', 'email-change'],
  'sign-out-everywhere': ['reset', 'email-change'],
};

@Injectable()
export class BearerLinks {
  constructor(
    private readonly diary: DiaryRepository,
    private readonly tokens: EmailTokensService,
    private readonly redis: RedisService,
  ) {}

  /** Ends every bearer link of the account that `event` must end; returns what was ended (for the log and tests). */
  async endAll(userId: string, event: BearerLinkEvent): Promise<{ calendarFeed: boolean; exportLinks: number }> {
    const calendarFeed = await this.diary.deleteCalendarToken(userId);
    for (const purpose of MAILED[event]) await this.tokens.revoke(purpose, userId);
    const links = await sessionStore(this.redis.client.smembers(exportLinksKey(userId)));
    if (links.length) await sessionStore(this.redis.client.del(...links));
    await sessionStore(this.redis.client.del(exportLinksKey(userId)));
    return { calendarFeed, exportLinks: links.length };
  }
}
