/**
 * Builds the BFF application: shared by main.ts and the integration tests so both run the same
 * middleware, filters and routes.
 */
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './common/openapi';
import { BffConfig, createLogger, Logger, NestPinoLogger } from '@lexmitra/platform';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { csrfProtection } from './infra/csrf';
import { requestLog } from './infra/http-log';
import { httpMetrics } from './metrics/http-metrics.middleware';
import { defaultFrontendDist, mountSpa } from './spa/spa';

/** `logger: false` silences Nest's own lines (tests); `pino` is the process's logger when main.ts made one. */
export async function createApp(config: BffConfig, opts: { logger?: boolean; pino?: Logger } = {}): Promise<NestExpressApplication> {
  const logger = opts.pino ?? createLogger('bff', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: opts.logger === false ? false : new NestPinoLogger(logger),
  });
  // First of all: every request gets its id and its log line and is timed, whatever answers it.
  app.use(requestLog(logger), httpMetrics);
  // Before any body parser or route: a forged cross-site request is refused unread (infra/csrf.ts).
  app.use(csrfProtection(config));
  // One hop (the ingress) when behind a proxy: `true` would let a client forge req.ip via X-Forwarded-For.
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.disable('x-powered-by');
  // No ETag hashing of every API answer: nothing revalidates them, and static files get theirs from serve-static.
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // react-slick and the charts set style attributes; scripts stay same-origin only.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(cookieParser());
  app.useBodyParser('json', { limit: '2mb' });

  // API_DOCS=off (the production overlay) leaves /api/docs an ordinary 404.
  if (config.API_DOCS === 'on') {
    SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  }

  mountSpa(app, config.FRONTEND_DIST ?? defaultFrontendDist());
  return app;
}
