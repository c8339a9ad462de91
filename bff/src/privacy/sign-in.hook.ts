/**
 * "Signing in during the grace period cancels the deletion." Sign-in itself stays in the auth
 * module; this hook (auth's SignInHooks) watches its two doors: a successful local login, whose
 * answer then carries `deletionCancelled: true`, and a Clerk session seen on GET /api/auth/me whose
 * first factor was verified after the request. Either also leaves an in-app notification.
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ClerkVerifier } from '../auth/clerk-verifier';
import { SignInEvent, SignInHooks } from '../auth/sign-in-hooks';
import { PrivacyService } from './privacy.service';
import { clerkTokenOf } from './clerk-token';

@Injectable()
export class CancelDeletionOnSignIn implements OnModuleInit {
  constructor(
    private readonly hooks: SignInHooks,
    private readonly privacy: PrivacyService,
    private readonly clerk: ClerkVerifier,
  ) {}

  onModuleInit(): void {
    this.hooks.register((event) => this.onSignIn(event));
  }

  private async onSignIn(event: SignInEvent): Promise<{ deletionCancelled: true } | undefined> {
    let cancelled: boolean;
    if (event.kind === 'login') cancelled = await this.privacy.cancelDeletion(event.userId, true);
    else {
      const token = clerkTokenOf(event.req);
      cancelled = await this.privacy.cancelOnClerkSignIn(event.userId, async () => (token ? (await this.clerk.verify(token))?.firstFactorAgeMinutes : undefined));
    }
    return cancelled ? { deletionCancelled: true } : undefined;
  }
}
