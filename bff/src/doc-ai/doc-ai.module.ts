import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DocAiController } from './doc-ai.controller';
import { DocAiService } from './doc-ai.service';

/** Document AI (SPEC screen 2, call 2); the work itself runs on services/ai-worker. */
@Module({ imports: [AuthModule, JobsModule, UploadsModule], controllers: [DocAiController], providers: [DocAiService] })
export class DocAiModule {}
