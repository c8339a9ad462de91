/**
 * Signing in during an account deletion's grace period asks before it cancels anything. Sign-in
 * itself stays in the auth module; this hook (auth's SignInHooks) runs once the password is right
 * and before a session opens: without the person's answer it refuses with 409 DELETION_PENDING and
 * the date (no session: the account stays signed out everywhere); with `cancelDeletion: true` it
 * cancels the deletion, leaves an in-app notification, and the sign-in goes on. A Clerk sign-in
 * answers the same question on the Privacy routes (IdentityService, AuthGuard).
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { PrivacyRepository } from '@lexmitra/data';
import { SignInEvent, SignInHooks } from '../auth/sign-in-hooks';
import { deletionPending } from '../common/api-error';
import { PrivacyService } from './privacy.service';

@Injectable()
export class AskBeforeCancellingDeletion implements OnModuleInit {
  constructor(
    private readonly hooks: SignInHooks,
    private readonly privacy: PrivacyService,
    private readonly deletions: PrivacyRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register((event) => this.onSignIn(event));
  }

  private async onSignIn(event: SignInEvent): Promise<{ deletionCancelled: true } | undefined> {
    const pending = await this.deletions.pendingDeletion(event.userId);
    if (!pending) return undefined;
    if (!event.cancelDeletion) throw deletionPending(pending.eraseAt);
    // False when the erasure won the race: the account is going, and the sign-in goes on regardless.
    return (await this.privacy.cancelDeletion(event.userId, true)) ? { deletionCancelled: true } : undefined;
  }
}
