/**
 * How every LexMitra process starts and stops (BFF, workers, search-service): its configuration
 * slice is validated first (a bad value stops it with exit code 2 and the list of problems, as a
 * JSON log line), it logs JSON through pino, and SIGTERM/SIGINT close it so running work finishes
 * before the process exits 0.
 */
import 'reflect-metadata';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { createLogger, Logger } from './logger';
import { NestPinoLogger } from './nest-logger';

export interface RunningService {
  close(): Promise<void>;
}

export interface ServiceDefinition<S extends z.ZodType<{ LOG_LEVEL: string; SHUTDOWN_GRACE_MS: number }>> {
  /** Names every log line (`service`). */
  name: string;
  /** The app's configuration slice (libs/platform config/apps.ts). */
  config: S;
  /** Starts the work; what it returns is closed on SIGTERM/SIGINT. */
  start(config: z.infer<S>, logger: Logger): Promise<RunningService>;
}

export async function runService<S extends z.ZodType<{ LOG_LEVEL: string; SHUTDOWN_GRACE_MS: number }>>(service: ServiceDefinition<S>): Promise<void> {
  let config: z.infer<S>;
  try {
    config = loadConfig(service.config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    createLogger(service.name).fatal({ problems: err.problems }, err.message);
    process.exit(2);
  }
  const logger = createLogger(service.name, config.LOG_LEVEL);
  let running: RunningService;
  try {
    running = await service.start(config, logger);
  } catch (err) {
    logger.fatal({ err }, 'start failed');
    process.exit(1);
  }
  closeOnSignals(running, config.SHUTDOWN_GRACE_MS, logger);
}

/** A worker's Nest application context, initialised, with Nest's own lines in the same JSON log. */
export async function startNestContext(module: DynamicModule, logger: Logger): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(module, { logger: new NestPinoLogger(logger, 'debug') });
  await app.init();
  return app;
}

/**
 * SIGTERM/SIGINT close the app (Nest runs every shutdown hook: workers finish running jobs) and the
 * process exits 0. Nest's own enableShutdownHooks re-raises the signal instead, which orchestrators
 * would read as a crash.
 */
export function closeOnSignals(app: RunningService, graceMs: number, logger: Logger): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      logger.error({ signal, graceMs }, 'shutdown took longer than SHUTDOWN_GRACE_MS; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: Error) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
