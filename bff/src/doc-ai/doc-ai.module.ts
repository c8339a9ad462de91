import { Module } from '@nestjs/common';
import { DraftsModule } from '../drafts/drafts.module';
import { JobsModule } from '../jobs/jobs.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DocAiExportController } from './doc-ai-export.controller';
import { DocAiController } from './doc-ai.controller';
import { DocAiService } from './doc-ai.service';

/** Document AI (docs/product.md screen 2, call 2); the work itself runs on services/ai-worker. Results are kept through the drafts' exporter. */
@Module({ imports: [DraftsModule, JobsModule, UploadsModule], controllers: [DocAiController, DocAiExportController], providers: [DocAiService] })
export class DocAiModule {}
