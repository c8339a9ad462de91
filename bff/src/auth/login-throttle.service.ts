/**
 * Sign-in throttling that an attacker cannot turn against the owner. Failures are counted per
 * (account, client IP) pair: after LOGIN_FREE_FAILURES the pair must wait, doubling from 5 s up to
 * 15 minutes, so guessing from one place slows to a crawl while the owner, signing in from anywhere
 * else, is not held back. The global per-IP limit is the route's @RateLimit (AUTH_RATE_LIMIT_PER_MINUTE
 * by IP only: an e-mail key would let anyone lock its owner out). After LOGIN_ALERT_FAILURES failures
 * on an account within an hour, from any IPs, its owner gets one mail per hour about it.
 */
import { HttpStatus, Injectable } from '@nestjs/common';
import { AUTH_TEXT, ErrorCodes } from '@lexmitra/contracts';
import { createHash } from 'node:crypto';
import { ApiException } from '../common/api-error';
import { RedisService } from '../infra/redis.service';
import { sessionStore } from '../common/session-store';

export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_ALERT_FAILURES = 10;
const FIRST_WAIT_MS = 5_000;
const MAX_WAIT_MS = 15 * 60_000;
const WINDOW_S = 3600;

// Keys hold a hash of the e-mail, not the address itself.
const h = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
const pairKey = (email: string, ip: string) => `lthr:${h(email)}:${h(ip)}`;
const accountKey = (email: string) => `lfail:${h(email)}`;
const alertKey = (email: string) => `lalert:${h(email)}`;

/** How long a pair with `failures` failures must wait after its last one. */
export const waitAfter = (failures: number) => (failures < LOGIN_FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - LOGIN_FREE_FAILURES)));

@Injectable()
export class LoginThrottle {
  constructor(private readonly redis: RedisService) {}

  /** Throws 429 (with Retry-After) while this pair must wait. */
  async check(email: string, ip: string): Promise<void> {
    const [failures, last] = await sessionStore(this.redis.client.hmget(pairKey(email, ip), 'n', 'last'));
    const remaining = Number(last ?? 0) + waitAfter(Number(failures ?? 0)) - Date.now();
    if (remaining > 0) {
      const seconds = Math.ceil(remaining / 1000);
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCodes.RATE_LIMITED, AUTH_TEXT.tooManyAttempts(seconds), { 'Retry-After': String(seconds) });
    }
  }

  /** Counts a failure; true when the account's owner should now be told (once an hour at most). */
  async failed(email: string, ip: string): Promise<boolean> {
    const results = await sessionStore(
      this.redis.client
        .multi()
        .hincrby(pairKey(email, ip), 'n', 1)
        .hset(pairKey(email, ip), 'last', String(Date.now()))
        .expire(pairKey(email, ip), WINDOW_S)
        .incr(accountKey(email))
        .expire(accountKey(email), WINDOW_S, 'NX')
        .exec(),
    );
    const accountFailures = Number(results?.[3]?.[1] ?? 0);
    if (accountFailures < LOGIN_ALERT_FAILURES) return false;
    return (await sessionStore(this.redis.client.set(alertKey(email), '1', 'EX', WINDOW_S, 'NX'))) === 'OK';
  }

  /** A correct password clears this pair's count (other pairs keep theirs). */
  async succeeded(email: string, ip: string): Promise<void> {
    await sessionStore(this.redis.client.del(pairKey(email, ip)));
  }

  async failuresOf(email: string): Promise<number> {
    return Number((await sessionStore(this.redis.client.get(accountKey(email)))) ?? 0);
  }
}
