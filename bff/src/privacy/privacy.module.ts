import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';
import { AskBeforeCancellingDeletion } from './sign-in.hook';

/** Privacy controls: export my data, delete my account (the work runs on ai-worker's privacy queue). */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, AskBeforeCancellingDeletion],
})
export class PrivacyModule {}
