/**
 * "Signing in during the grace period cancels the deletion." Sign-in itself stays in the auth
 * module; this interceptor watches its two doors: a successful local login (POST /api/auth/login),
 * whose answer then carries `deletionCancelled: true`, and a Clerk session seen on GET /api/auth/me
 * whose first factor was verified after the request. Either also leaves an in-app notification.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { from, mergeMap, Observable } from 'rxjs';
import { AuthController } from '../auth/auth.controller';
import { ClerkVerifier } from '../auth/clerk-verifier';
import { AuthedRequest } from '../common/decorators';
import { PrivacyService } from './privacy.service';
import { clerkTokenOf } from './clerk-token';

@Injectable()
export class SignInInterceptor implements NestInterceptor {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly clerk: ClerkVerifier,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http' || ctx.getClass() !== AuthController) return next.handle();
    const handler = ctx.getHandler().name;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    if (handler === 'login') {
      return next.handle().pipe(
        mergeMap((body: { user?: { uid?: string } }) =>
          from(
            (async () => {
              const uid = body?.user?.uid;
              return uid && (await this.privacy.cancelDeletion(uid, true)) ? { ...body, deletionCancelled: true } : body;
            })(),
          ),
        ),
      );
    }
    if (handler === 'me' && req.user?.via === 'clerk') {
      const user = req.user;
      return from(
        (async () => {
          const token = clerkTokenOf(req);
          return this.privacy.cancelOnClerkSignIn(user.id, async () => (token ? (await this.clerk.verify(token))?.firstFactorAgeMinutes : undefined));
        })(),
      ).pipe(mergeMap((cancelled) => next.handle().pipe(mergeMap((body) => from([cancelled ? { ...(body as object), deletionCancelled: true } : body])))));
    }
    return next.handle();
  }
}
