import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { ClerkVerifier } from './clerk-verifier';
import { IdentityService } from './identity.service';
import { RateLimitService } from './rate-limit.service';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [AuthController],
  providers: [AuthService, SessionsService, RateLimitService, ClerkVerifier, IdentityService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [RateLimitService, IdentityService],
})
export class AuthModule {}
