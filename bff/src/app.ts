/**
 * Builds the BFF application: shared by main.ts and the integration tests so both run the same
 * hooks, filters and routes.
 *
 * The HTTP layer is Fastify (@nestjs/platform-fastify). On Express a search request cost the BFF
 * 0.80 ms of CPU, on Fastify 0.50 ms (median of six paired rounds of tools/bench search-bff-ab):
 * Express's router walk, body-parser and cookie-parser were much of the difference.
 */
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { ErrorCodes } from '@lexmitra/contracts';
import { BffConfig, createLogger, Logger, NestPinoLogger } from '@lexmitra/platform';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './common/openapi';
import { csrfProtection } from './infra/csrf';
import { newRequestIds, requestLog } from './infra/http-log';
import { httpMetrics } from './metrics/http-metrics';
import { defaultFrontendDist, mountSpa } from './spa/spa';

export type BffApp = NestFastifyApplication;

/** The largest JSON body the API reads (a draft with its text is the largest). */
const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** `logger: false` silences Nest's own lines (tests); `pino` is the process's logger when main.ts made one. */
export async function createApp(config: BffConfig, opts: { logger?: boolean; pino?: Logger } = {}): Promise<BffApp> {
  const logger = opts.pino ?? createLogger('bff', config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    // One hop (the ingress) when behind a proxy: `true` would let a client forge req.ip via X-Forwarded-For.
    trustProxy: config.TRUST_PROXY ? 1 : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Documented calls end in a slash (/process_pdf/) and clients send either form, as Express allowed.
    routerOptions: { ignoreTrailingSlash: true },
    // Node's own limit (Fastify turns it off): a client that trickles a request is cut off after 5 minutes.
    requestTimeout: 300_000,
    // An address the router cannot read (bad percent-encoding, a path segment over 100 characters)
    // is refused before any route or hook; answered like every other error, not in Fastify's shape.
    frameworkErrors: (_error: unknown, _req: unknown, reply: FastifyReply) => void reply.code(400).send({ error: 'The address of this request is not valid.', code: ErrorCodes.BAD_REQUEST }),
    // Every request gets the server's own id and its trace id (infra/http-log.ts).
    genReqId: newRequestIds,
    // No connect-style middleware: every cross-cutting step is a Fastify hook below.
    skipMiddie: true,
  });
  const app = await NestFactory.create<BffApp>(AppModule.forRoot(config), adapter, {
    logger: opts.logger === false ? false : new NestPinoLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // First of all: every request gets its log line and is timed, whatever answers it.
  requestLog(fastify, logger);
  httpMetrics(fastify);
  // Before any body is read: a forged cross-site request is refused unread (infra/csrf.ts).
  csrfProtection(fastify, config);
  // Uploads are read as a stream by the routes that take them (uploads/upload-receiver.ts).
  fastify.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
  // Security headers, on the Node response so that answers a route writes itself carry them too.
  // Built once here: @fastify/helmet builds helmet again for every request (its policy parsed each
  // time, 6–7% of the BFF's CPU for a search).
  const securityHeaders = helmet({
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
  });
  fastify.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  await app.register(fastifyCookie);

  // API_DOCS=off (the production overlay) leaves /api/docs an ordinary 404.
  if (config.API_DOCS === 'on') {
    SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  }

  await mountSpa(app, config.FRONTEND_DIST ?? defaultFrontendDist());
  return app;
}
