/**
 * Cross-site request forgery defence for state-changing requests (POST, PUT, PATCH, DELETE), so that
 * it does not rest on SameSite=Lax cookies alone:
 *
 * - Where the request comes from. `Sec-Fetch-Site` (sent by every current browser) must be
 *   same-origin, same-site or none; without it, an `Origin` header must name this server (its Host,
 *   PUBLIC_URL or the configured local origin). Anything else is 403.
 * - What it carries. A body must be JSON or multipart (the only kinds the API reads). An HTML form
 *   can also send application/x-www-form-urlencoded and text/plain without a CORS preflight; those
 *   are refused: 403 when nothing vouches for the request's origin (no Sec-Fetch-Site, no Origin,
 *   as from a browser too old to send them), else 415.
 *
 * Clients that are not browsers (curl, the tests) send neither header and are let through with JSON
 * or multipart bodies. A page elsewhere cannot send JSON without a CORS preflight (which this server
 * never grants); it can post a multipart form, but browsers send `Origin` with every cross-site POST,
 * so that post is refused by the first rule.
 */
import { ErrorCodes } from '@lexmitra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppConfig, publicOrigin } from './config.provider';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Posted by mail providers, not browsers (RFC 8058 one-click unsubscribe: a form-encoded body and no
 * Origin). Such a request is authorised by the signature in its URL alone and reads no cookie, so a
 * forged cross-site post can do nothing a link in the mail could not.
 */
const SIGNED_LINK_PATHS = new Set(['/api/mail/unsubscribe']);
const ALLOWED_SITES = new Set(['same-origin', 'same-site', 'none']);
/** application/json, application/*+json and multipart/form-data, with any parameters. */
const ACCEPTED_BODY = /^\s*(application\/([\w.-]+\+)?json|multipart\/form-data)\s*(;|$)/i;
/** The other two encodings an HTML form can send to another site without a preflight. */
const FORM_ENCODED = /^\s*(application\/x-www-form-urlencoded|text\/plain)\s*(;|$)/i;

const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

function refuse(reply: FastifyReply, status: 403 | 415, code: string, error: string): void {
  void reply.code(status).send({ error, code });
}

/** An `onRequest` hook, so a refused request's body is never read. */
export function csrfProtection(fastify: FastifyInstance, config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): void {
  const configured = new Set([hostOf(publicOrigin(config)), hostOf(publicOrigin({ ...config, PUBLIC_URL: undefined }))]);
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!STATE_CHANGING.has(req.method) || SIGNED_LINK_PATHS.has(pathOf(req.url))) return done();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    let vouched: boolean;
    if (typeof site === 'string') {
      if (!ALLOWED_SITES.has(site)) return refuse(reply, 403, ErrorCodes.FORBIDDEN, 'Cross-site requests are not accepted.');
      vouched = true;
    } else if (typeof origin === 'string') {
      // The Host header is set by the browser, so a page elsewhere cannot make it match its own Origin.
      const host = hostOf(origin);
      if (!host || (host !== req.headers.host?.toLowerCase() && !configured.has(host))) return refuse(reply, 403, ErrorCodes.FORBIDDEN, 'Cross-site requests are not accepted.');
      vouched = true;
    } else vouched = false;

    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    const type = req.headers['content-type'] ?? '';
    if (hasBody && !ACCEPTED_BODY.test(type)) {
      if (!vouched && FORM_ENCODED.test(type)) return refuse(reply, 403, ErrorCodes.FORBIDDEN, 'Form submissions from other sites are not accepted.');
      return refuse(reply, 415, ErrorCodes.UNSUPPORTED_MEDIA_TYPE, 'Send JSON (application/json) or multipart/form-data.');
    }
    done();
  });
}
