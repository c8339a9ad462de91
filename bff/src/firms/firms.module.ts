import { Module } from '@nestjs/common';
import { FirmActivityReader } from './firm-activity.reader';
import { FirmBoardService } from './firm-board.service';
import { FirmTasksRepository } from './firm-tasks.repository';
import { FirmsController } from './firms.controller';
import { FirmsRepository } from './firms.repository';
import { FirmsService } from './firms.service';

/** Law firms, their roles and tasks, the Law Firm dashboard, and the presence it shows (lastSeenAt, written by users/presence.recorder.ts). */
@Module({
  controllers: [FirmsController],
  providers: [FirmsService, FirmBoardService, FirmsRepository, FirmTasksRepository, FirmActivityReader],
})
export class FirmsModule {}
