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
import type { NextFunction, Request, Response } from 'express';
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

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

function refuse(res: Response, status: 403 | 415, code: string, error: string): void {
  res.status(status).json({ error, code });
}

export function csrfProtection(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>) {
  const configured = new Set([hostOf(publicOrigin(config)), hostOf(publicOrigin({ ...config, PUBLIC_URL: undefined }))]);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(req.method) || SIGNED_LINK_PATHS.has(req.path)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    let vouched: boolean;
    if (typeof site === 'string') {
      if (!ALLOWED_SITES.has(site)) return refuse(res, 403, ErrorCodes.FORBIDDEN, 'Cross-site requests are not accepted.');
      vouched = true;
    } else if (typeof origin === 'string') {
      // The Host header is set by the browser, so a page elsewhere cannot make it match its own Origin.
      const host = hostOf(origin);
      if (!host || (host !== req.headers.host?.toLowerCase() && !configured.has(host))) return refuse(res, 403, ErrorCodes.FORBIDDEN, 'Cross-site requests are not accepted.');
      vouched = true;
    } else vouched = false;

    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    const type = req.headers['content-type'] ?? '';
    if (hasBody && !ACCEPTED_BODY.test(type)) {
      if (!vouched && FORM_ENCODED.test(type)) return refuse(res, 403, ErrorCodes.FORBIDDEN, 'Form submissions from other sites are not accepted.');
      return refuse(res, 415, ErrorCodes.UNSUPPORTED_MEDIA_TYPE, 'Send JSON (application/json) or multipart/form-data.');
    }
    next();
  };
}
