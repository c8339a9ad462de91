/**
 * Server-side sessions in Redis. The browser holds only a random token in an httpOnly cookie; Redis
 * holds sha256(token) → user, with the configured lifetime, so logout and expiry take effect at once
 * and a leaked Redis dump does not reveal usable tokens. Each account also has a set of its session
 * hashes, for the sessions list and for ending them all (sign out everywhere, password reset).
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { RedisService } from '../infra/redis.service';
import { sessionStore } from '../common/session-store';

export interface SessionData {
  userId: string;
  email: string;
  createdAt: string;
  /** Where and on what it was opened, and when it last made a request (at most a minute stale). */
  ip?: string;
  userAgent?: string;
  lastSeenAt?: string;
}

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

/** How often a session's lastSeenAt is rewritten: at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');
const key = (hash: string) => `sess:${hash}`;
const userKey = (userId: string) => `usess:${userId}`;
/** The public id of a session in the list: a prefix of its hash (the hash itself never signs anyone in). */
export const sessionId = (hash: string) => hash.slice(0, 16);

@Injectable()
export class SessionsService {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.SESSION_TTL_SECONDS;
  }

  async create(userId: string, email: string, meta: SessionMeta = { ip: '', userAgent: '' }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const hash = sessionHash(token);
    const now = new Date().toISOString();
    const data: SessionData = { userId, email, createdAt: now, lastSeenAt: now, ip: meta.ip, userAgent: meta.userAgent.slice(0, 300) };
    await sessionStore(
      this.redis.client.multi().set(key(hash), JSON.stringify(data), 'EX', this.ttlSeconds).sadd(userKey(userId), hash).expire(userKey(userId), this.ttlSeconds).exec(),
    );
    return token;
  }

  async get(token: string): Promise<SessionData | null> {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    const raw = await sessionStore(this.redis.pipelined.get(key(sessionHash(token))));
    return raw ? (JSON.parse(raw) as SessionData) : null;
  }

  /** Records a request on the session, at most once a minute (KEEPTTL: activity does not extend it). */
  async touch(token: string, session: SessionData): Promise<void> {
    if (session.lastSeenAt && Date.now() - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS) return;
    const data = { ...session, lastSeenAt: new Date().toISOString() };
    await sessionStore(this.redis.client.set(key(sessionHash(token)), JSON.stringify(data), 'KEEPTTL', 'XX'));
  }

  async destroy(token: string): Promise<void> {
    const hash = sessionHash(token);
    const raw = await sessionStore(this.redis.client.getdel(key(hash)));
    const userId = raw ? (JSON.parse(raw) as SessionData).userId : undefined;
    if (userId) await sessionStore(this.redis.client.srem(userKey(userId), hash));
  }

  /** The account's live sessions, newest activity first; ended ones are dropped from its set. */
  async list(userId: string): Promise<(SessionData & { hash: string })[]> {
    const hashes = await sessionStore(this.redis.client.smembers(userKey(userId)));
    if (!hashes.length) return [];
    const values = await sessionStore(this.redis.client.mget(...hashes.map(key)));
    const gone = hashes.filter((_, i) => !values[i]);
    if (gone.length) await sessionStore(this.redis.client.srem(userKey(userId), ...gone));
    return values
      .map((v, i) => (v ? { ...(JSON.parse(v) as SessionData), hash: hashes[i] } : null))
      .filter((s): s is SessionData & { hash: string } => s !== null && s.userId === userId)
      .sort((a, b) => (b.lastSeenAt ?? b.createdAt).localeCompare(a.lastSeenAt ?? a.createdAt));
  }

  /** Ends every session of the account but those whose hashes are kept (a change made in settings); returns how many ended. */
  async endOthers(userId: string, keep: readonly string[]): Promise<number> {
    const others = (await sessionStore(this.redis.client.smembers(userKey(userId)))).filter((h) => !keep.includes(h));
    if (!others.length) return 0;
    const [[, removed]] = (await sessionStore(this.redis.client.multi().del(...others.map(key)).srem(userKey(userId), ...others).exec())) as [[unknown, number], unknown];
    return removed;
  }

  /** The account has a new address: its live sessions say so (each keeps its expiry). */
  async readdress(userId: string, email: string): Promise<void> {
    for (const { hash, ...data } of await this.list(userId)) {
      await sessionStore(this.redis.client.set(key(hash), JSON.stringify({ ...data, email }), 'KEEPTTL', 'XX'));
    }
  }

  /** Ends every session of the account; returns how many there were. */
  async destroyAll(userId: string): Promise<number> {
    const hashes = await sessionStore(this.redis.client.smembers(userKey(userId)));
    const removed = hashes.length ? await sessionStore(this.redis.client.del(...hashes.map(key))) : 0;
    await sessionStore(this.redis.client.del(userKey(userId)));
    return removed;
  }
}
