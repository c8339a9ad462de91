import { Global, Module, Provider } from '@nestjs/common';
import { AuditRepository, CasesRepository, DiaryRepository, DocumentsRepository, FirmsRepository, FirmTasksRepository, NotificationsRepository, UsersRepository } from '@lexmitra/data';
import { MailSuppressionRepository } from '@lexmitra/data';
import type { Connection } from 'mongoose';
import { MongoService } from './mongo.service';

/** The repositories of libs/data (plain classes over a connection), built once on the BFF's connection. */
const REPOSITORIES: (new (connection: Connection) => unknown)[] = [UsersRepository, MailSuppressionRepository, DiaryRepository, NotificationsRepository, DocumentsRepository, FirmsRepository, FirmTasksRepository, AuditRepository, CasesRepository];

const providers: Provider[] = REPOSITORIES.map((Repository) => ({
  provide: Repository,
  useFactory: (mongo: MongoService) => new Repository(mongo.connection),
  inject: [MongoService],
}));

/** Injects the shared data layer's repositories by class, like any Nest provider. */
@Global()
@Module({ providers, exports: REPOSITORIES })
export class DataModule {}
