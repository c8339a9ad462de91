import { Module } from '@nestjs/common';
import { DraftsRepository } from '../drafts/drafts.repository';
import { UsageController } from './usage.controller';
import { UsageService } from './usage.service';

/**
 * Per-user quotas and GET /api/usage. It owns DraftsRepository (a Mongoose model is registered once
 * per connection) and lends it to the drafts module, which imports this one.
 */
@Module({ controllers: [UsageController], providers: [UsageService, DraftsRepository], exports: [UsageService, DraftsRepository] })
export class UsageModule {}
