import { Module } from '@nestjs/common';
import { PrivacyRepository } from '@lexmitra/data';
import { AuthModule } from '../auth/auth.module';
import { MongoService } from '../infra/mongo.service';
import { UploadsModule } from '../uploads/uploads.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';
import { CancelDeletionOnSignIn } from './sign-in.hook';

/** Privacy controls: export my data, delete my account (the work runs on ai-worker's privacy queue). */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [PrivacyController],
  providers: [
    PrivacyService,
    { provide: PrivacyRepository, useFactory: (mongo: MongoService) => new PrivacyRepository(mongo.connection), inject: [MongoService] },
    CancelDeletionOnSignIn,
  ],
})
export class PrivacyModule {}
