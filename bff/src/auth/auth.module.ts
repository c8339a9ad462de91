import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { AccountRecovery } from './account-recovery.service';
import { BearerLinks } from './bearer-links.service';
import { ClerkVerifier } from './clerk-verifier';
import { EmailTokensService } from './email-tokens.service';
import { IdentityService } from './identity.service';
import { LoginThrottle } from './login-throttle.service';
import { RateLimitGuard } from '../common/rate-limit';
import { RateLimitService } from '../common/rate-limit.service';
import { SessionsService } from './sessions.service';
import { SignInHooks } from './sign-in-hooks';

@Module({
  controllers: [AuthController],
  // Guards run in this order: who is calling first, then the limits that may count by user.
  providers: [AuthService, BearerLinks, AccountRecovery, SessionsService, EmailTokensService, LoginThrottle, RateLimitService, ClerkVerifier, IdentityService, SignInHooks, { provide: APP_GUARD, useClass: AuthGuard }, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [AuthService, RateLimitService, IdentityService, SessionsService, ClerkVerifier, BearerLinks, LoginThrottle, EmailTokensService, AccountRecovery, SignInHooks],
})
export class AuthModule {}
