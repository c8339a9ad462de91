import { Module } from '@nestjs/common';
import { DraftsController } from './drafts.controller';
import { DraftsService } from './drafts.service';
import { TemplatesRepository } from './templates.repository';
import { UsageModule } from '../usage/usage.module';

/** Draft editor (docs/product.md screen 9, calls 8–11): template catalogue, saved drafts with versions, exports. */
@Module({ imports: [UsageModule], controllers: [DraftsController], providers: [DraftsService, TemplatesRepository], exports: [DraftsService] })
export class DraftsModule {}
