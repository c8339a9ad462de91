/**
 * What other modules do when someone signs in with a password, without a global interceptor: the
 * privacy module asks before a sign-in cancels a pending account deletion. AuthController runs the
 * hooks once the password is verified and before a session is opened, so a hook may refuse the
 * sign-in (its ApiException is the answer) or add fields to it. A global interceptor did the same
 * from outside, but put every request of the API through an interceptor chain (an RxJS pipeline
 * and two AsyncResource bindings), about 5% of a search request's CPU in the BFF, for one route.
 */
import { Injectable } from '@nestjs/common';

/** A local sign-in whose password was right; no session exists yet. */
export interface SignInEvent {
  userId: string;
  /** The person's answer to "cancel the deletion of your account?" (LoginRequest.cancelDeletion). */
  cancelDeletion: boolean;
}

/** Fields a hook adds to the sign-in's answer, e.g. `{ deletionCancelled: true }`. */
export type SignInExtras = Record<string, unknown>;
export type SignInHook = (event: SignInEvent) => Promise<SignInExtras | undefined>;

@Injectable()
export class SignInHooks {
  private readonly hooks: SignInHook[] = [];

  register(hook: SignInHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook in turn; the fields they add, merged. A hook that throws refuses the sign-in. */
  async run(event: SignInEvent): Promise<SignInExtras> {
    let extras: SignInExtras = {};
    for (const hook of this.hooks) extras = { ...extras, ...(await hook(event)) };
    return extras;
  }
}
