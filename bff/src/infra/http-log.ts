/**
 * The BFF's request log (Nest's own lines go through NestPinoLogger of libs/platform): one line
 * per finished request with its ids, method, path (secrets and e-mail addresses in the query
 * redacted), status and time, never headers or cookies.
 *
 * Two ids: the line's `req.id` is the server's own UUID, new for every request, so no caller can
 * make two log lines share an id; `req.traceId` is the trace id (Fastify's `request.id`), the
 * caller's x-request-id when well-formed (else the server's id). The trace id is answered in
 * x-request-id and handed to the jobs the request starts (JOB_META_KEY), so a caller's tracing
 * keeps working across the BFF and the workers.
 *
 * Written here rather than through Fastify's logger, nestjs-pino or pino-http: those bind a child
 * logger with the serialized request to every request (nestjs-pino and pino-http also keep it in
 * async-local storage, which on Node 20 turns on promise hooks for every promise); on Express that
 * was about a quarter of a search request's CPU in the BFF (measured 1.20–1.30 → 0.84–1.04 ms per
 * POST /ask).
 */
import { Logger } from '@lexmitra/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Query parameters whose value is a secret (the calendar feed's token) or a person's e-mail address. */
const SECRET_PARAM = /^(token|e-?mail)$/i;
const EMAIL_VALUE = /@|%40/i;

type Ids = { id?: string; serverId?: string };
const rawOf = (req: IncomingMessage | FastifyRequest): IncomingMessage & Ids => ('raw' in req ? req.raw : req);

/** The URL as logged: the value of a secret or e-mail parameter, or of any parameter holding an address, becomes [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q).replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, sep: string, key: string, value: string) =>
    SECRET_PARAM.test(key) || EMAIL_VALUE.test(value) ? `${sep}${key}=[redacted]` : whole,
  );
  return url.slice(0, q) + query;
}

/**
 * Fastify's `genReqId`: gives the request its two ids (kept on the Node request, which the upload
 * routes hand on) and returns the trace id, which Fastify keeps as `request.id`.
 */
export function newRequestIds(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  const id = randomUUID();
  const traceId = typeof given === 'string' && REQUEST_ID.test(given) ? given : id;
  Object.assign(raw, { id: traceId, serverId: id } satisfies Ids);
  return traceId;
}

/** The trace id of this request (the caller's x-request-id or the server's own id), for the jobs it starts. */
export function requestIdOf(req: IncomingMessage | FastifyRequest): string | undefined {
  return rawOf(req).id;
}

/** The server's own id of this request (never the caller's x-request-id): what audit records name. */
export function serverRequestIdOf(req: IncomingMessage | FastifyRequest): string | undefined {
  return rawOf(req).serverId;
}

/** Answers the trace id in x-request-id and logs each request once it has been answered. */
export function requestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    // On the Node response, so that answers a route writes itself (downloads, event streams) carry it too.
    reply.raw.setHeader('x-request-id', req.id);
    done();
  });
  if (!logger.isLevelEnabled('info')) return;
  fastify.addHook('onResponse', (req, reply, done) => {
    if (req.url !== '/api/health') {
      const statusCode = reply.statusCode;
      logger[statusCode >= 500 ? 'error' : 'info'](
        {
          // The calendar feed is authorised by a secret in its URL, and e-mail addresses are personal data.
          req: { id: serverRequestIdOf(req), traceId: req.id, method: req.method, url: redactUrl(req.url), remoteAddress: req.socket.remoteAddress },
          res: { statusCode },
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}
