import type { AuthedRequest } from '../common/decorators';

/** The Clerk session token of a request, where IdentityService finds it (Bearer header or __session cookie). */
export function clerkTokenOf(req: Pick<AuthedRequest, 'headers' | 'cookies'>): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? (typeof req.cookies?.__session === 'string' ? req.cookies.__session : undefined);
}
