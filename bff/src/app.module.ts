import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig } from '@lexmitra/platform';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AuthModule } from './auth/auth.module';
import { CasesModule } from './cases/cases.module';
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
import { InfraModule } from './infra/infra.module';
import { MetricsModule } from './metrics/metrics.module';
import { AdminQueuesModule } from './admin/admin-queues.module';
import { UpdatesModule } from './updates/updates.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            base: { service: 'bff' },
            // A caller's x-request-id is kept so one id follows a request into its jobs.
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // The calendar feed is authorised by a secret in its URL; keep it out of the logs.
            serializers: {
              req: (req: { url?: string }) => ({ ...req, url: req.url?.replace(/([?&]token=)[^&]+/g, '$1[redacted]') }),
            },
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        InfraModule.forRoot(config),
        UsersModule,
        AuthModule,
        ClientConfigModule,
        DocAiModule,
        JobsModule,
        HealthModule,
        UpdatesModule,
        CasesModule,
        DocumentsModule,
        ChatModule,
        DiaryModule,
        DraftsModule,
        FirmsModule,
        MetricsModule,
        AdminQueuesModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
