/**
 * Verifies Clerk session tokens. With CLERK_JWT_KEY (the instance's PEM public key) verification is
 * offline; otherwise @clerk/backend fetches the instance's keys with CLERK_SECRET_KEY. The e-mail is
 * read from an `email` claim (add it to the session token in Clerk's dashboard) or, failing that,
 * looked up through the Clerk API.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createClerkClient, verifyToken } from '@clerk/backend';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

export interface ClerkIdentity {
  clerkUserId: string;
  email: string;
}

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
        jwtKey: this.config.CLERK_JWT_KEY?.replace(/\\n/g, '\n'),
        secretKey: this.config.CLERK_SECRET_KEY,
      })) as Record<string, unknown>;
    } catch {
      return null;
    }
    const sub = typeof claims.sub === 'string' ? claims.sub : undefined;
    if (!sub) return null;
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    if (!email && this.config.CLERK_SECRET_KEY) {
      const user = await createClerkClient({ secretKey: this.config.CLERK_SECRET_KEY }).users.getUser(sub);
      email = user.primaryEmailAddress?.emailAddress;
    }
    return email ? { clerkUserId: sub, email: email.toLowerCase() } : null;
  }
}
