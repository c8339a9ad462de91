/**
 * The case-law search service: a Nest microservice on the Redis transport. Any number of replicas
 * may run; each answers requests from its own in-memory index.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { closeOnSignals, ConfigError, loadConfig, redisOptions } from '@lexmitra/platform';
import { SearchServiceModule } from './search-service.module';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[search-service] ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const { host, port, password, username, db } = redisOptions(config.REDIS_URL);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(SearchServiceModule, {
    transport: Transport.REDIS,
    options: { host, port, password, username, db, retryAttempts: Number.MAX_SAFE_INTEGER, retryDelay: 1000 },
    logger: ['error', 'warn'],
  });
  await app.listen();
  closeOnSignals(app);
  console.log(JSON.stringify({ service: 'search-service', pid: process.pid, msg: 'listening on the Redis transport' }));
}

void main();
