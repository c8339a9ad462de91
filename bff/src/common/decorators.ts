import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestIdOf } from '../infra/http-log';

/** The signed-in person, resolved by the auth guard from the session cookie or a Clerk token. */
export interface AuthUser {
  id: string;
  email: string;
  via: 'session' | 'clerk';
  /**
   * When the account is erased (ISO), for a Clerk session signed in after a deletion was scheduled:
   * it may only cancel the deletion (the guard answers 409 DELETION_PENDING elsewhere). Local
   * sessions all end when the deletion is scheduled, so they never carry it.
   */
  deletionPending?: string;
}

export type AuthedRequest = FastifyRequest & { user?: AuthUser; sessionToken?: string };

export const IS_PUBLIC = 'lexmitra:isPublic';
/** Marks a route (or controller) that answers without a session; the user is still resolved when present. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const DURING_DELETION = 'lexmitra:duringDeletion';
/** Marks the one route a Clerk session may use while its account is scheduled for deletion: the cancel. */
export const AnswersDuringDeletion = () => SetMetadata(DURING_DELETION, true);

/** Injects the signed-in user (routes behind the guard always have one; public routes may not). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().user;
});

/** The id of this request (x-request-id or a generated one, see infra/http-log.ts), for the jobs it starts. */
export const RequestId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  return requestIdOf(ctx.switchToHttp().getRequest<FastifyRequest>());
});
