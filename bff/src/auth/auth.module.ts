import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { ClerkVerifier } from './clerk-verifier';
import { IdentityService } from './identity.service';
import { RateLimitGuard } from './rate-limit';
import { RateLimitService } from './rate-limit.service';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [AuthController],
  // Guards run in this order: who is calling first, then the limits that may count by user.
  providers: [AuthService, SessionsService, RateLimitService, ClerkVerifier, IdentityService, { provide: APP_GUARD, useClass: AuthGuard }, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimitService, IdentityService, ClerkVerifier],
})
export class AuthModule {}
