import pino, { Logger } from 'pino';

/** Structured JSON logs; every line names the service so logs from many processes can be merged. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service, pid: process.pid },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
export type { Logger };
