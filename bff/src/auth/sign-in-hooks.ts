/**
 * What other modules do when someone signs in, without a global interceptor: the privacy module
 * cancels a pending account deletion ("signing in during the grace period cancels the deletion") and
 * says so in the answer. AuthController calls these on its two doors: a successful local login and a
 * Clerk session seen on GET /api/auth/me. A global interceptor did the same from outside, but put
 * every request of the API through an interceptor chain (an RxJS pipeline and two AsyncResource
 * bindings), about 5% of a search request's CPU in the BFF, for work on two routes.
 */
import { Injectable } from '@nestjs/common';
import type { AuthedRequest } from '../common/decorators';

export type SignInEvent =
  /** A local login succeeded (its answer is being sent). */
  | { kind: 'login'; userId: string }
  /** A request of a Clerk session reached GET /api/auth/me (before its answer is built). */
  | { kind: 'clerk'; userId: string; req: AuthedRequest };

/** Fields a hook adds to the sign-in's answer, e.g. `{ deletionCancelled: true }`. */
export type SignInExtras = Record<string, unknown>;
export type SignInHook = (event: SignInEvent) => Promise<SignInExtras | undefined>;

@Injectable()
export class SignInHooks {
  private readonly hooks: SignInHook[] = [];

  register(hook: SignInHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook in turn; the fields they add, merged. */
  async run(event: SignInEvent): Promise<SignInExtras> {
    let extras: SignInExtras = {};
    for (const hook of this.hooks) extras = { ...extras, ...(await hook(event)) };
    return extras;
  }
}
