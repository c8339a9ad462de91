import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { CaseDetailService } from './case-detail.service';
import { CasesController } from './cases.controller';
import { CasesService } from './cases.service';

@Module({ imports: [UploadsModule], controllers: [CasesController], providers: [CasesService, CaseDetailService], exports: [CasesService] })
export class CasesModule {}
