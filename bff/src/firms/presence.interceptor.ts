import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/decorators';
import { UsersRepository } from '../users/users.repository';

/** A user's lastSeenAt is written at most this often per BFF process (presence needs minutes, not ms). */
export const PRESENCE_THROTTLE_MS = 60_000;

/**
 * Records when a signed-in user was last seen, for the firm team's Online/Away. Runs after the auth
 * guard (so req.user is known), never delays the request and never fails it.
 */
@Injectable()
export class PresenceInterceptor implements NestInterceptor {
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly users: UsersRepository) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const id = ctx.switchToHttp().getRequest<AuthedRequest>().user?.id;
      const now = Date.now();
      if (id && now - (this.lastWrite.get(id) ?? 0) >= PRESENCE_THROTTLE_MS) {
        if (this.lastWrite.size > 50_000) this.lastWrite.clear();
        this.lastWrite.set(id, now);
        this.users.touch(id).catch(() => this.lastWrite.delete(id));
      }
    }
    return next.handle();
  }
}
