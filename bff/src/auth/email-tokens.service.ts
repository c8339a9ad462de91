/**
 * Single-use tokens mailed in links (e-mail verification, password reset, a change of address). The link holds 32 random
 * bytes; Redis holds only their SHA-256, with the account and an expiry, under a TTL. Using a token
 * is one GETDEL, so two clicks racing cannot both succeed. A new token of the same purpose for the
 * same account replaces the previous one: only the latest link works.
 */
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { RedisService } from '../infra/redis.service';
import { sessionStore } from '../common/session-store';

export type TokenPurpose = 'verify' | 'reset' | 'email-change';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = { verify: 24 * 3600, reset: 30 * 60, 'email-change': 24 * 3600 };

export interface TokenClaim {
  userId: string;
  /** The address the link was mailed to (for 'email-change': the new address). */
  email: string;
  expiresAt: string;
  /** 'email-change': the account's address when the change was asked for (the change needs it unchanged). */
  previousEmail?: string;
  /** 'email-change': the session that asked (its hash), which stays signed in when the change happens. */
  sessionHash?: string;
}
type ClaimExtras = Pick<TokenClaim, 'previousEmail' | 'sessionHash'>;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** The Redis key of a token (exported for tests, which age a token by rewriting its expiry). */
export const tokenKey = (purpose: TokenPurpose, token: string) => `mtok:${purpose}:${tokenHash(token)}`;
const latestKey = (purpose: TokenPurpose, userId: string) => `mtok-latest:${purpose}:${userId}`;

@Injectable()
export class EmailTokensService {
  constructor(private readonly redis: RedisService) {}

  async issue(purpose: TokenPurpose, userId: string, email: string, extras: ClaimExtras = {}): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const ttl = TOKEN_TTL_SECONDS[purpose];
    const claim: TokenClaim = { userId, email, expiresAt: new Date(Date.now() + ttl * 1000).toISOString(), ...extras };
    const redis = this.redis.client;
    const previous = await sessionStore(redis.getset(latestKey(purpose, userId), tokenHash(token)));
    const writes = redis.multi().expire(latestKey(purpose, userId), ttl).set(tokenKey(purpose, token), JSON.stringify(claim), 'EX', ttl);
    if (previous) writes.del(`mtok:${purpose}:${previous}`);
    await sessionStore(writes.exec());
    return token;
  }

  /** The token's claim, once: null when it is unknown, used or expired. */
  async consume(purpose: TokenPurpose, token: string): Promise<TokenClaim | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const raw = await sessionStore(this.redis.client.getdel(tokenKey(purpose, token)));
    if (!raw) return null;
    const claim = JSON.parse(raw) as TokenClaim;
    // Redis's TTL removes expired tokens; the stored expiry is checked too (a restored dump keeps keys).
    if (Date.parse(claim.expiresAt) <= Date.now()) return null;
    await sessionStore(this.redis.client.del(latestKey(purpose, claim.userId)));
    return claim;
  }

  /** Ends every outstanding token of this purpose for the account (e.g. reset links after a reset). */
  async revoke(purpose: TokenPurpose, userId: string): Promise<void> {
    const latest = await sessionStore(this.redis.client.getdel(latestKey(purpose, userId)));
    if (latest) await sessionStore(this.redis.client.del(`mtok:${purpose}:${latest}`));
  }
}
