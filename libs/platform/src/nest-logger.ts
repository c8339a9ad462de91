import { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Nest's own messages (start-up, warnings of services) through the process's pino logger, so every
 * line a process writes is JSON. `chatter` is the level of Nest's informational lines: the BFF keeps
 * them at info; workers and search-service move them to debug.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger, private readonly chatter: 'info' | 'debug' = 'info') {}

  log(message: unknown, context?: string): void {
    this.write(this.chatter, message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace', message: unknown, context?: string): void {
    if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
