import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountController } from './account.controller';
import { AccountSettingsController } from './account-settings.controller';
import { AccountSettingsService } from './account-settings.service';
import { AccountService } from './account.service';

/**
 * A local account outside the session itself: sign-up, the mailed links (verify the address, reset
 * the password, confirm a new address), password and address changes, the sessions list. It uses
 * auth's sessions, throttle, token store and bearer links; auth never uses it.
 */
@Module({
  imports: [AuthModule],
  controllers: [AccountController, AccountSettingsController],
  providers: [AccountService, AccountSettingsService],
})
export class AccountModule {}
