import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotificationListAnswer } from '@lexmitra/contracts';
import { NotificationRecord, NotificationsRepository } from '@lexmitra/data';
import { AuthUser, CurrentUser } from '../common/decorators';

const toAnswer = (n: NotificationRecord) => ({
  id: n._id.toHexString(),
  kind: n.kind,
  title: n.title,
  body: n.body,
  entryId: n.entryId,
  createdAt: n.createdAt.toISOString(),
  read: n.readAt !== null && n.readAt !== undefined,
});

/** In-app notifications (hearing reminders delivered by the reminder worker). */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly repo: NotificationsRepository) {}

  @Get()
  @ApiOperation({ summary: 'My latest 50 notifications, newest first, with the unread count' })
  async list(@CurrentUser() user: AuthUser): Promise<NotificationListAnswer> {
    const { items, unread } = await this.repo.listFor(user.id, 50);
    return { items: items.map(toAnswer), unread };
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark all my notifications as read' })
  async readAll(@CurrentUser() user: AuthUser) {
    return { marked: await this.repo.markRead(user.id) };
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one of my notifications as read' })
  async readOne(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return { marked: await this.repo.markRead(user.id, id) };
  }
}
