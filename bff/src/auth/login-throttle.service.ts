/**
 * Sign-in throttling that an attacker cannot turn against the owner. Failures are counted per
 * (account, client IP) pair: after LOGIN_FREE_FAILURES the pair must wait, doubling from 5 s up to
 * 15 minutes, so guessing from one place slows to a crawl while the owner, signing in from anywhere
 * else, is not held back. The global per-IP limit is the route's @RateLimit (AUTH_RATE_LIMIT_PER_MINUTE
 * by IP only: an e-mail key would let anyone lock its owner out). After LOGIN_ALERT_FAILURES failures
 * on an account within an hour, from any IPs, its owner gets one mail per hour about it.
 *
 * An attempt is counted before its password is checked (one atomic step in Redis that reads the
 * wait and, when there is none, counts the try): checking first and counting after let a burst of
 * concurrent guesses all pass the check before the first failure was recorded. A right password
 * then clears the count again.
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

/**
 * KEYS[1] the pair; ARGV now, free failures, first wait, longest wait, window (s). Answers the ms
 * still to wait (nothing counted), or 0 after counting this attempt. The same rule as waitAfter.
 */
const ATTEMPT = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now, free, first, most = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
if n >= free then wait = math.min(most, first * 2 ^ (n - free)) end
if last + wait > now then return math.ceil(last + wait - now) end
redis.call('HSET', KEYS[1], 'n', n + 1, 'last', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 0`;

/** How long a pair with `failures` failures must wait after its last one. */
export const waitAfter = (failures: number) => (failures < LOGIN_FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - LOGIN_FREE_FAILURES)));

@Injectable()
export class LoginThrottle {
  constructor(private readonly redis: RedisService) {}

  /**
   * Counts one attempt of this pair, or throws 429 (with Retry-After) while the pair must wait.
   * Call it before checking the password; then `failed` (the try was wrong) or `succeeded`.
   */
  async attempt(email: string, ip: string): Promise<void> {
    const remaining = Number(await sessionStore(this.redis.client.eval(ATTEMPT, 1, pairKey(email, ip), String(Date.now()), String(LOGIN_FREE_FAILURES), String(FIRST_WAIT_MS), String(MAX_WAIT_MS), String(WINDOW_S))));
    if (remaining > 0) {
      const seconds = Math.ceil(remaining / 1000);
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCodes.RATE_LIMITED, AUTH_TEXT.tooManyAttempts(seconds), { 'Retry-After': String(seconds) });
    }
  }

  /**
   * A wrong password (its attempt already counted against the pair): counts it for the account;
   * true when the account's owner should now be told (once an hour at most).
   */
  async failed(email: string): Promise<boolean> {
    const results = await sessionStore(this.redis.client.multi().incr(accountKey(email)).expire(accountKey(email), WINDOW_S, 'NX').exec());
    const accountFailures = Number(results?.[0]?.[1] ?? 0);
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
