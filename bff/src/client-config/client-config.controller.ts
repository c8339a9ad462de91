import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientConfig } from '@lexmitra/contracts';
import { Public } from '../auth/decorators';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

/**
 * What the SPA needs to know at start-up that is decided by the server's configuration, so one
 * built frontend serves every deployment. Without a Clerk key the SPA never loads Clerk's script.
 */
@ApiTags('config')
@Public()
@Controller('api/config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'Public client settings (hosted sign-in provider key, if configured)' })
  get(): ClientConfig {
    const clerkEnabled = Boolean(this.config.CLERK_PUBLISHABLE_KEY && (this.config.CLERK_SECRET_KEY || this.config.CLERK_JWT_KEY));
    return { clerkPublishableKey: clerkEnabled ? this.config.CLERK_PUBLISHABLE_KEY! : null };
  }
}
