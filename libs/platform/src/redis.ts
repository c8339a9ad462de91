import IORedis, { RedisOptions } from 'ioredis';

/** Options for BullMQ and the Redis transport, derived from REDIS_URL. */
export function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // BullMQ needs blocking commands to wait forever; reconnect with a capped backoff.
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
}

/** A client for health checks: it fails at once while Redis is away instead of queueing commands. */
export function createProbeClient(url: string): IORedis {
  return new IORedis({ ...redisOptions(url), enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
}

export { IORedis };
