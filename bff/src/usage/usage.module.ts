import { Module } from '@nestjs/common';
import { UsageController } from './usage.controller';
import { UsageService } from './usage.service';

/** Per-user quotas and GET /api/usage (the drafts and documents modules import it). */
@Module({ controllers: [UsageController], providers: [UsageService], exports: [UsageService] })
export class UsageModule {}
