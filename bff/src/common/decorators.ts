import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestIdOf } from '../infra/http-log';

/** The signed-in person, resolved by the auth guard from the session cookie or a Clerk token. */
export interface AuthUser {
  id: string;
  email: string;
  via: 'session' | 'clerk';
}

export type AuthedRequest = FastifyRequest & { user?: AuthUser; sessionToken?: string };

export const IS_PUBLIC = 'lexmitra:isPublic';
/** Marks a route (or controller) that answers without a session; the user is still resolved when present. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Injects the signed-in user (routes behind the guard always have one; public routes may not). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().user;
});

/** The id of this request (x-request-id or a generated one, see infra/http-log.ts), for the jobs it starts. */
export const RequestId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  return requestIdOf(ctx.switchToHttp().getRequest<FastifyRequest>());
});
