/**
 * Attempt limits for sign-in and sign-up, counted in Redis so every BFF replica shares them.
 * A caller over the limit gets 429 with Retry-After.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AUTH_TEXT, ErrorCodes } from '@lexmitra/contracts';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiException } from './api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { RedisService } from '../infra/redis.service';
import { sessionStore } from './session-store';

@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One limiter per bucket and limit: a bucket's keys of different kinds (IP, address) may have different limits. */
  private limiter(bucket: string, pointsPerMinute: number): RateLimiterRedis {
    let limiter = this.limiters.get(`${bucket}:${pointsPerMinute}`);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: this.redis.client, keyPrefix: `rl:${bucket}`, points: pointsPerMinute, duration: 60 });
      this.limiters.set(`${bucket}:${pointsPerMinute}`, limiter);
    }
    return limiter;
  }

  /** Counts one attempt against each key; throws 429 when any is over its limit. */
  async consume(bucket: string, keys: string[], pointsPerMinute = this.config.AUTH_RATE_LIMIT_PER_MINUTE): Promise<void> {
    const limiter = this.limiter(bucket, pointsPerMinute);
    for (const k of keys) {
      try {
        await sessionStore(limiter.consume(k));
      } catch (err) {
        // Over the limit: a RateLimiterRes. Redis being away has become a 503 in sessionStore.
        if (err instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
          throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCodes.RATE_LIMITED, AUTH_TEXT.tooManyAttempts(seconds), {
            'Retry-After': String(seconds),
          });
        }
        throw err;
      }
    }
  }
}
