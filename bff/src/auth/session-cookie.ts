import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * How the session cookie is set and cleared (a cookie is cleared only with the options it was set
 * with): httpOnly keeps the token from scripts; Secure whenever the browser reached us over https.
 */
export function sessionCookieOptions(req: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', path: '/' };
}
