import { Module } from '@nestjs/common';
import { FirmBoardService } from './firm-board.service';
import { FirmsController } from './firms.controller';
import { FirmsService } from './firms.service';

/**
 * Law firms, their roles and tasks, the Law Firm dashboard, and the presence it shows (a mark in
 * Redis kept by users/presence.recorder.ts). Firms, members, invites and tasks are in libs/data.
 */
@Module({
  controllers: [FirmsController],
  providers: [FirmsService, FirmBoardService],
})
export class FirmsModule {}
