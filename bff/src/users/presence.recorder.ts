import { Injectable } from '@nestjs/common';
import { FIRM_ONLINE_WINDOW_MS } from '@lexmitra/contracts';
import { RedisService } from '../infra/redis.service';

/** A user's presence is written at most this often per BFF process (presence needs minutes, not ms). */
export const PRESENCE_THROTTLE_MS = 60_000;
/** A presence mark outlives the Online window a little, then expires: "Away" needs no record. */
const PRESENCE_TTL_SECONDS = Math.ceil((FIRM_ONLINE_WINDOW_MS * 2) / 1000);
export const presenceKey = (userId: string) => `presence:${userId}`;

/**
 * Records when a signed-in user was last seen, for the firm team's Online/Away. The auth guard calls
 * it once it knows the user; it never delays the request and never fails it. The mark lives in
 * Redis, not on the user's record: a write on every first request of a session would otherwise race
 * the user's own changes to that record (FerretDB, the dev stack's database, loses one of two
 * concurrent updates of a document), and presence is short-lived by nature.
 */
@Injectable()
export class PresenceRecorder {
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly redis: RedisService) {}

  seen(userId: string): void {
    const now = Date.now();
    if (now - (this.lastWrite.get(userId) ?? 0) < PRESENCE_THROTTLE_MS) return;
    if (this.lastWrite.size > 50_000) this.lastWrite.clear();
    this.lastWrite.set(userId, now);
    this.redis.client.set(presenceKey(userId), String(now), 'EX', PRESENCE_TTL_SECONDS).catch(() => this.lastWrite.delete(userId));
  }

  /** When each of these users was last seen (ms since the epoch), 0 for no recent mark. */
  async lastSeen(userIds: string[]): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    const marks = await this.redis.client.mget(...userIds.map(presenceKey)).catch(() => userIds.map(() => null));
    return new Map(userIds.map((id, i) => [id, Number(marks[i] ?? 0) || 0]));
  }
}
