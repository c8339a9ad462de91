import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from './infra/config.provider';
import { AuditModule } from './audit/audit.module';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { MailModule } from './mail/mail.module';
import { CasesModule } from './cases/cases.module';
import { LawModule } from './law/law.module';
import { ChatModule } from './chat/chat.module';
import { ClientConfigModule } from './client-config/client-config.module';
import { DiaryModule } from './diary/diary.module';
import { DocAiModule } from './doc-ai/doc-ai.module';
import { JobsModule } from './jobs/jobs.module';
import { DocumentsModule } from './documents/documents.module';
import { DraftsModule } from './drafts/drafts.module';
import { FirmsModule } from './firms/firms.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { HealthModule } from './health/health.module';
import { DataModule } from './infra/data.module';
import { InfraModule } from './infra/infra.module';
import { MetricsModule } from './metrics/metrics.module';
import { AdminQueuesModule } from './admin/admin-queues.module';
import { UpdatesModule } from './updates/updates.module';
import { UsersModule } from './users/users.module';
import { PrivacyModule } from './privacy/privacy.module';
import { RecoveryModule } from './recovery/recovery.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.forRoot(config),
        DataModule,
        MailModule,
        AuditModule,
        UsersModule,
        AuthModule,
        AccountModule,
        ClientConfigModule,
        DocAiModule,
        JobsModule,
        HealthModule,
        UpdatesModule,
        CasesModule,
        LawModule,
        DocumentsModule,
        ChatModule,
        RecoveryModule,
        DiaryModule,
        DraftsModule,
        FirmsModule,
        MetricsModule,
        AdminQueuesModule,
        PrivacyModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
