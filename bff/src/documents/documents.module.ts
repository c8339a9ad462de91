import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UsageModule } from '../usage/usage.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** The document library: calls 4 and 5 plus list and delete (docs/product.md screens 3 and 4). */
@Module({ imports: [UploadsModule, UsageModule], controllers: [DocumentsController], providers: [DocumentsService], exports: [DocumentsService] })
export class DocumentsModule {}
