import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { FirmActivityReader } from './firm-activity.reader';
import { FirmBoardService } from './firm-board.service';
import { FirmTasksRepository } from './firm-tasks.repository';
import { FirmsController } from './firms.controller';
import { FirmsRepository } from './firms.repository';
import { FirmsService } from './firms.service';
import { PresenceInterceptor } from './presence.interceptor';

/** Law firms, their roles and tasks, the Law Firm dashboard, and the presence (lastSeenAt) it shows. */
@Module({
  controllers: [FirmsController],
  providers: [FirmsService, FirmBoardService, FirmsRepository, FirmTasksRepository, FirmActivityReader, { provide: APP_INTERCEPTOR, useClass: PresenceInterceptor }],
})
export class FirmsModule {}
