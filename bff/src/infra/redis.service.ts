import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createProbeClient, IORedis, redisOptions, withTimeout } from '@lexmitra/platform';
import { APP_CONFIG, AppConfig } from './config.provider';

/**
 * Shared Redis clients: `client` for normal commands, `pipelined` for the plain reads every request
 * makes (the session lookup), `probe` fails fast for health checks.
 */
@Injectable()
export class RedisService implements OnModuleDestroy {
  readonly client: IORedis;
  readonly pipelined: IORedis;
  private readonly probe: IORedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new IORedis(redisOptions(config.REDIS_URL));
    // Commands issued in the same tick go out in one write: under load every request's session
    // lookup would otherwise cost a write system call of its own (a tenth of a search's CPU here).
    // A connection of its own, for plain commands only: rate-limiter-flexible defines its Lua
    // command on `client` when a limit is first used, an auto-pipeline opened earlier in that tick
    // lacks it, and ioredis 5.11 then rejects the limit and throws "results[i] is not iterable"
    // (seen in documents-limits.spec with auto-pipelining on `client`).
    this.pipelined = new IORedis({ ...redisOptions(config.REDIS_URL), enableAutoPipelining: true });
    this.probe = createProbeClient(config.REDIS_URL);
    // Errors surface through health and the calls that need Redis; without a listener ioredis
    // would print every reconnect attempt as an unhandled error event.
    this.client.on('error', () => undefined);
    this.pipelined.on('error', () => undefined);
    this.probe.on('error', () => undefined);
  }

  async ping(): Promise<void> {
    const answer = await withTimeout(this.probe.ping(), 2000, 'Redis ping');
    if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`);
  }

  async onModuleDestroy(): Promise<void> {
    this.client.disconnect();
    this.pipelined.disconnect();
    this.probe.disconnect();
  }
}
