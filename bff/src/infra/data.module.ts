import { Global, Module, Provider } from '@nestjs/common';
import {
  AccountRecoveryRepository,
  AuditRepository,
  CasesRepository,
  ChatRepository,
  DiaryRepository,
  DocumentsRepository,
  DraftsRepository,
  FirmsRepository,
  FirmTasksRepository,
  MailSuppressionRepository,
  NotificationsRepository,
  PrivacyRepository,
  UpdatesRepository,
  UsersRepository,
} from '@lexmitra/data';
import type { Connection } from 'mongoose';
import { MongoService } from './mongo.service';

/** The repositories of libs/data (plain classes over a connection), built once on the BFF's connection. */
const REPOSITORIES: (new (connection: Connection) => unknown)[] = [
  UsersRepository,
  MailSuppressionRepository,
  DiaryRepository,
  NotificationsRepository,
  DocumentsRepository,
  FirmsRepository,
  FirmTasksRepository,
  AuditRepository,
  ChatRepository,
  DraftsRepository,
  UpdatesRepository,
  AccountRecoveryRepository,
  CasesRepository,
  PrivacyRepository,
];

const providers: Provider[] = REPOSITORIES.map((Repository) => ({
  provide: Repository,
  useFactory: (mongo: MongoService) => new Repository(mongo.connection),
  inject: [MongoService],
}));

/** Injects the shared data layer's repositories by class, like any Nest provider. */
@Global()
@Module({ providers, exports: REPOSITORIES })
export class DataModule {}
