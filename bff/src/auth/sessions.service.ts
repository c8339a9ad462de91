/**
 * Server-side sessions in Redis. The browser holds only a random token in an httpOnly cookie; Redis
 * holds sha256(token) → user, with the configured lifetime, so logout and expiry take effect at once
 * and a leaked Redis dump does not reveal usable tokens.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { RedisService } from '../infra/redis.service';
import { sessionStore } from './session-store';

export interface SessionData {
  userId: string;
  email: string;
  createdAt: string;
}

const key = (token: string) => `sess:${createHash('sha256').update(token).digest('hex')}`;

@Injectable()
export class SessionsService {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.SESSION_TTL_SECONDS;
  }

  async create(userId: string, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const data: SessionData = { userId, email, createdAt: new Date().toISOString() };
    await sessionStore(this.redis.client.set(key(token), JSON.stringify(data), 'EX', this.ttlSeconds));
    return token;
  }

  async get(token: string): Promise<SessionData | null> {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    const raw = await sessionStore(this.redis.client.get(key(token)));
    return raw ? (JSON.parse(raw) as SessionData) : null;
  }

  async destroy(token: string): Promise<void> {
    await sessionStore(this.redis.client.del(key(token)));
  }
}
