import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { LawController } from './law.controller';
import { LawService } from './law.service';

@Module({ imports: [CasesModule], controllers: [LawController], providers: [LawService] })
export class LawModule {}
