/**
 * The case-law search service: a Nest microservice on the Redis transport for pings and
 * `cases.imported` events (pub/sub: every replica hears them), and a competing-consumer request
 * queue for searches (platform request-queue.ts): each search goes to exactly one replica, so
 * replicas add throughput. SEARCH_ENGINE picks where the index lives: in each replica's memory, or
 * in an OpenSearch cluster (replicas then hold no index).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, ServerRedis } from '@nestjs/microservices';
import { AskRequestSchema, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
import { acquireMetricsServer, NestPinoLogger, RawJson, redisOptions, RequestQueueServer, runService, SearchServiceConfigSchema } from '@lexmitra/platform';
import { ZodError } from 'zod';
import { SEARCH_KEEPER, SearchKeeper } from './index/search-keeper';
import { SearchServiceModule } from './search-service.module';

/** A request that fails validation answers one fixed message, never zod's details. */
const validated =
  <T>(fn: (data: unknown) => Promise<T>) =>
  async (data: unknown): Promise<T> => {
    try {
      return await fn(data);
    } catch (err) {
      throw err instanceof ZodError ? new Error('invalid search request') : err;
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
    const keeper = app.get<SearchKeeper>(SEARCH_KEEPER);
    await app.listen();
    // /metrics and /healthz for Prometheus and the Kubernetes probes; answering HTTP means alive.
    const metrics = await acquireMetricsServer(config.METRICS_PORT, logger, config.METRICS_HOST);
    // Queues named after our database: a BFF only reaches replicas that index its own data.
    const queue = new RequestQueueServer({
      redisUrl: config.REDIS_URL,
      concurrency: config.SEARCH_CONCURRENCY,
      handlers: {
        [searchChannel(MESSAGE_PATTERNS.searchQuery, keeper.database)]: validated(async (data) => new RawJson(await keeper.queryJson(AskRequestSchema.parse(data)))),
        [searchChannel(MESSAGE_PATTERNS.searchMeta, keeper.database)]: () => keeper.meta(),
      },
      onError: (err) => logger.warn({ err: err.message }, 'search request queue'),
    });
    logger.info({ database: keeper.database, engine: config.SEARCH_ENGINE }, 'listening on the Redis transport');
    // Requests are taken only once the index serves: a replica still loading leaves them to the others.
    keeper
      .start()
      .then(() => queue.start())
      .then(() => logger.info({ msg: 'taking search requests', consumer: queue.consumer }))
      .catch((err: Error) => {
        logger.fatal({ err }, 'index start failed');
        process.exit(1);
      });
    return { close: () => queue.stop().then(() => app.close()).finally(() => metrics?.release()) };
  },
});
