/**
 * The case-law search service: a Nest microservice on the Redis transport. Any number of replicas
 * may run; each answers from its own in-memory index. Redis pub/sub delivers a request to every
 * replica listening on its channel and the caller keeps the first answer.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, ServerRedis } from '@nestjs/microservices';
import { AskRequestSchema, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
import { acquireMetricsServer, NestPinoLogger, redisOptions, runService, SearchServiceConfigSchema } from '@lexmitra/platform';
import { Observable, throwError } from 'rxjs';
import { IndexKeeper } from './index/index-keeper';
import { SearchServiceModule } from './search-service.module';

/**
 * Hand-registered handlers skip Nest's exception layer: an error must become an error answer to
 * the caller (an Observable that errors), never an unhandled rejection that ends the process.
 */
const answering =
  <T>(fn: (data: unknown) => Promise<T>) =>
  async (data: unknown): Promise<T | Observable<never>> => {
    try {
      return await fn(data);
    } catch (err) {
      const message = err instanceof Error && err.name !== 'ZodError' ? err.message : 'invalid search request';
      return throwError(() => ({ status: 'error', message }));
    }
  };

void runService({
  name: 'search-service',
  config: SearchServiceConfigSchema,
  async start(config, logger) {
    const { host, port, password, username, db } = redisOptions(config.REDIS_URL);
    const server = new ServerRedis({ host, port, password, username, db, retryAttempts: Number.MAX_SAFE_INTEGER, retryDelay: 1000 });
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(SearchServiceModule.forRoot(config, logger), {
      strategy: server,
      logger: new NestPinoLogger(logger, 'debug'),
    });
    // Channels named after our database: a BFF only reaches replicas that index its own data.
    const keeper = app.get(IndexKeeper);
    server.addHandler(searchChannel(MESSAGE_PATTERNS.searchQuery, keeper.database), answering((data) => keeper.query(AskRequestSchema.parse(data))));
    server.addHandler(searchChannel(MESSAGE_PATTERNS.searchMeta, keeper.database), answering(() => keeper.meta()));
    await app.listen();
    // /metrics and /healthz for Prometheus and the Kubernetes probes; answering HTTP means alive.
    const metrics = await acquireMetricsServer(config.METRICS_PORT, logger, config.METRICS_HOST);
    logger.info({ database: keeper.database }, 'listening on the Redis transport');
    keeper.start().catch((err: Error) => {
      logger.fatal({ err }, 'index start failed');
      process.exit(1);
    });
    return { close: () => app.close().finally(() => metrics?.release()) };
  },
});
