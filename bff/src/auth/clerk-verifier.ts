/**
 * Verifies Clerk session tokens. With CLERK_JWT_KEY (the instance's PEM public key) verification is
 * offline; otherwise @clerk/backend fetches the instance's keys with CLERK_SECRET_KEY.
 *
 * Claims read, beyond what verifyToken itself checks (RS256 signature, `sub`, `exp`, `nbf`, `iat`
 * with 5 s of clock skew, and `azp` against PUBLIC_URL's origin when that is set):
 * - `sub`: the Clerk user id; the account it was first seen with is kept (see UsersRepository).
 * - `email`: not in Clerk's default session token; add `{"email": "{{user.primary_email_address}}"}`
 *   as a custom session-token claim. Without it, a first-seen `sub` is looked up through the Clerk
 *   API when CLERK_SECRET_KEY is set, and refused otherwise.
 * - `sts`: a `pending` session counts as signed out (docs/product.md §4).
 * - `email_verified`: whether Clerk has verified that address (custom claim
 *   `{"email_verified": "{{user.email_verified}}"}`); only a verified address may join an existing
 *   account (UsersRepository.findOrLinkClerkUser). Without it, a first-seen `sub` is looked up.
 * - `fva`: minutes since the first factor was verified; deleting an account needs a recent one.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createClerkClient, verifyToken } from '@clerk/backend';
import { normalizeEmail } from '@lexmitra/data';
import { z } from 'zod';
import { dependencyDown } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

export interface ClerkIdentity {
  clerkUserId: string;
  /** Present when the token carries it (or, for a Clerk API lookup, when the user has one). */
  email?: string;
  /** Clerk's word on that address (the `email_verified` claim); undefined when the token does not say. */
  emailVerified?: boolean;
  /** Minutes since the session last verified its first factor (the `fva` claim), when the token says. */
  firstFactorAgeMinutes?: number;
}

const Email = z.email().max(254);

@Injectable()
export class ClerkVerifier {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.CLERK_JWT_KEY || this.config.CLERK_SECRET_KEY);
  }

  /** Returns the identity, or null for any token that is not a valid, current Clerk session token. */
  async verify(token: string): Promise<ClerkIdentity | null> {
    if (!this.enabled) return null;
    let claims: Record<string, unknown>;
    try {
      claims = (await verifyToken(token, {
        // Env files often hold the PEM on one line with literal "\n".
        jwtKey: this.config.CLERK_JWT_KEY?.replace(/\\n/g, '\n'),
        secretKey: this.config.CLERK_SECRET_KEY,
        // A token minted for another site must not sign in here (Clerk's CSRF advice).
        authorizedParties: this.config.PUBLIC_URL ? [new URL(this.config.PUBLIC_URL).origin] : undefined,
      })) as Record<string, unknown>;
    } catch {
      return null;
    }
    const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
    if (!sub || (claims.sts !== undefined && claims.sts !== 'active')) return null;
    const claimed = typeof claims.email === 'string' ? normalizeEmail(claims.email) : undefined;
    const email = claimed && Email.safeParse(claimed).success ? claimed : undefined;
    // Templates render claims as JSON values or as strings, so both spellings are read.
    const verifiedClaim = claims.email_verified;
    const emailVerified = verifiedClaim === true || verifiedClaim === 'true' ? true : verifiedClaim === false || verifiedClaim === 'false' ? false : undefined;
    // `fva` = [first factor age, second factor age] in minutes; how fresh a sign-in is (privacy controls).
    const fva = Array.isArray(claims.fva) && typeof claims.fva[0] === 'number' && claims.fva[0] >= 0 ? claims.fva[0] : undefined;
    return { clerkUserId: sub, email, emailVerified, firstFactorAgeMinutes: fva };
  }

  /** The primary e-mail of a Clerk user, from the Clerk API (needs CLERK_SECRET_KEY). */
  async lookupEmail(clerkUserId: string): Promise<string | undefined> {
    return (await this.lookupAddress(clerkUserId))?.email;
  }

  /** The primary e-mail of a Clerk user and whether Clerk has verified it (needs CLERK_SECRET_KEY). */
  async lookupAddress(clerkUserId: string): Promise<{ email: string; verified: boolean } | undefined> {
    if (!this.config.CLERK_SECRET_KEY) return undefined;
    try {
      const user = await createClerkClient({ secretKey: this.config.CLERK_SECRET_KEY }).users.getUser(clerkUserId);
      const address = user.primaryEmailAddress;
      return address?.emailAddress ? { email: normalizeEmail(address.emailAddress), verified: address.verification?.status === 'verified' } : undefined;
    } catch {
      throw dependencyDown('Clerk');
    }
  }
}
