import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { serverRequestIdOf } from '../infra/http-log';

/** Where a recorded action came from: taken from the request by the controller that records it. */
export interface AuditContext {
  ip: string | null;
  userAgent: string | null;
  /** The server's own request id (see infra/http-log.ts), so a record leads to its log line. */
  requestId: string;
}

export function auditContextOf(req: FastifyRequest): AuditContext {
  const ua = req.headers['user-agent'];
  return {
    // req.ip follows TRUST_PROXY: behind a proxy it is the client, never a header the client chose.
    ip: (req.ip || req.socket.remoteAddress || '').slice(0, 64) || null,
    userAgent: typeof ua === 'string' && ua ? ua.slice(0, 512) : null,
    requestId: serverRequestIdOf(req) ?? 'none',
  };
}

/** Injects the request's AuditContext into a handler that records an action. */
export const Audited = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuditContext => auditContextOf(ctx.switchToHttp().getRequest<FastifyRequest>()));
