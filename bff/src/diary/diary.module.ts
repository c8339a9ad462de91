import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { CalendarFeedService } from './calendar-feed.service';
import { DiaryController } from './diary.controller';
import { DiaryService } from './diary.service';
import { HearingRemindersService } from './hearing-reminders.service';
import { NotificationsController } from './notifications.controller';

/** The advocate diary (docs/product.md screen 12): entries, PDF attachments, calendar feed, hearing reminders. */
@Module({
  imports: [UploadsModule],
  controllers: [DiaryController, NotificationsController],
  providers: [DiaryService, CalendarFeedService, HearingRemindersService],
  exports: [DiaryService],
})
export class DiaryModule {}
