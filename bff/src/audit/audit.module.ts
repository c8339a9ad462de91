import { Global, Module } from '@nestjs/common';
import { AuditConsumer } from './audit-consumer.service';
import { AuditController } from './audit.controller';
import { AuditTrail } from './audit-trail.service';
import { AuditViewsService } from './audit-views.service';

/** The audit trail (docs/audit-trail.md): AuditTrail records, AuditConsumer stores, the controller shows. Global so every domain records through the one AuditTrail. */
@Global()
@Module({ controllers: [AuditController], providers: [AuditTrail, AuditConsumer, AuditViewsService], exports: [AuditTrail] })
export class AuditModule {}
