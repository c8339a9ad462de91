import { Injectable } from '@nestjs/common';
import { UsersRepository } from '@lexmitra/data';

/** A user's lastSeenAt is written at most this often per BFF process (presence needs minutes, not ms). */
export const PRESENCE_THROTTLE_MS = 60_000;

/**
 * Records when a signed-in user was last seen, for the firm team's Online/Away. The auth guard calls
 * it once it knows the user, so no global interceptor pipeline runs on every request for this; it
 * never delays the request and never fails it.
 */
@Injectable()
export class PresenceRecorder {
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly users: UsersRepository) {}

  seen(userId: string): void {
    const now = Date.now();
    if (now - (this.lastWrite.get(userId) ?? 0) < PRESENCE_THROTTLE_MS) return;
    if (this.lastWrite.size > 50_000) this.lastWrite.clear();
    this.lastWrite.set(userId, now);
    this.users.touch(userId).catch(() => this.lastWrite.delete(userId));
  }
}
