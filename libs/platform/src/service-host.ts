/**
 * Starts a worker service as a Nest application context: configuration is validated first (a bad
 * value stops the process with exit code 2 and the list of problems), and SIGTERM/SIGINT close the
 * context so running jobs finish before the process exits 0.
 */
import 'reflect-metadata';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, loadConfig } from './config';

export async function runServiceContext(
  service: string,
  buildModule: (config: AppConfig) => DynamicModule,
): Promise<INestApplicationContext> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[${service}] ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await NestFactory.createApplicationContext(buildModule(config), { logger: ['error', 'warn'] });
  await app.init();
  closeOnSignals(app);
  return app;
}

/**
 * SIGTERM/SIGINT close the app (Nest runs every shutdown hook: workers finish running jobs) and the
 * process exits 0. Nest's own enableShutdownHooks re-raises the signal instead, which orchestrators
 * would read as a crash.
 */
export function closeOnSignals(app: { close(): Promise<void> }, graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000)): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      console.error(`shutdown took longer than ${graceMs} ms after ${signal}; exiting`);
      process.exit(1);
    }, graceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: Error) => {
        console.error(`shutdown failed: ${err.message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
