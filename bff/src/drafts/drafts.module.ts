import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DraftsController } from './drafts.controller';
import { DraftsRepository } from './drafts.repository';
import { DraftsService } from './drafts.service';
import { TemplatesRepository } from './templates.repository';

/** Draft editor (SPEC screen 9, calls 8–11): template catalogue, saved drafts with versions, exports. */
@Module({ imports: [AuthModule], controllers: [DraftsController], providers: [DraftsService, DraftsRepository, TemplatesRepository] })
export class DraftsModule {}
