import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeRoleSchema, CreateFirmAnswer, CreateFirmInput, CreateFirmSchema, CreateInviteSchema, FirmDashboard, FirmInvite, FirmRole, FirmTask,
  JoinFirmSchema, MyFirmAnswer, TaskInput, TaskInputSchema, TaskPatch, TaskPatchSchema,
} from '@lexmitra/contracts';
import { AuthUser, CurrentUser } from '../auth/decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FirmBoardService } from './firm-board.service';
import { FirmsService } from './firms.service';

/** Law firms (SPEC screens 10 and 13). Who may do what: FIRM_PERMISSIONS in contracts/http/firms.ts. */
@ApiTags('firms')
@Controller('api/firms')
export class FirmsController {
  constructor(private readonly firms: FirmsService, private readonly board: FirmBoardService) {}

  @Get('mine')
  @ApiOperation({ summary: 'My firm with its members and (for roles that may invite) open invite codes, or null' })
  async mine(@CurrentUser() user: AuthUser): Promise<MyFirmAnswer> {
    return { firm: await this.firms.mine(user.id) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a firm; the creator becomes Senior Partner and gets an invite code' })
  create(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(CreateFirmSchema)) body: CreateFirmInput): Promise<CreateFirmAnswer> {
    return this.firms.create(user.id, body);
  }

  @Post('join')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join a firm with an invite code (trimmed, any case); the new member is an Associate' })
  async join(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(JoinFirmSchema)) body: { inviteCode: string }): Promise<MyFirmAnswer> {
    return { firm: await this.firms.join(user.id, body.inviteCode) };
  }

  @Post(':id/invites')
  @HttpCode(201)
  @ApiOperation({ summary: 'A new invite code, optionally expiring after expiresInDays' })
  invite(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodValidationPipe(CreateInviteSchema)) body: { expiresInDays?: number }): Promise<FirmInvite> {
    return this.firms.createInvite(user.id, id, body.expiresInDays);
  }

  @Delete(':id/invites/:code')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an invite code' })
  revoke(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('code') code: string): Promise<void> {
    return this.firms.revokeInvite(user.id, id, code);
  }

  @Patch(':id/members/:userId')
  @ApiOperation({ summary: "Change a member's role (a firm keeps at least one Senior Partner)" })
  async changeRole(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('userId') userId: string, @Body(new ZodValidationPipe(ChangeRoleSchema)) body: { role: FirmRole }): Promise<MyFirmAnswer> {
    return { firm: await this.firms.changeRole(user.id, id, userId, body.role) };
  }

  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member from the firm' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('userId') userId: string): Promise<void> {
    return this.firms.removeMember(user.id, id, userId);
  }

  @Post(':id/leave')
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave the firm (not as its last Senior Partner)' })
  leave(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.firms.leave(user.id, id);
  }

  @Get(':id/dashboard')
  @ApiOperation({ summary: "The Law Firm view: counts from members' diaries and documents, today's schedule" })
  dashboard(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<FirmDashboard> {
    return this.board.dashboard(user.id, id);
  }

  @Get(':id/tasks')
  @ApiOperation({ summary: "The firm's task list" })
  async tasks(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<{ items: FirmTask[] }> {
    return { items: await this.board.listTasks(user.id, id) };
  }

  @Post(':id/tasks')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a task (title, priority High/Medium/Low, due date)' })
  createTask(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodValidationPipe(TaskInputSchema)) body: TaskInput): Promise<FirmTask> {
    return this.board.createTask(user.id, id, body);
  }

  @Patch(':id/tasks/:taskId')
  @ApiOperation({ summary: 'Change a task or tick it done' })
  updateTask(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('taskId') taskId: string, @Body(new ZodValidationPipe(TaskPatchSchema)) body: TaskPatch): Promise<FirmTask> {
    return this.board.updateTask(user.id, id, taskId, body);
  }

  @Delete(':id/tasks/:taskId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a task' })
  deleteTask(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('taskId') taskId: string): Promise<void> {
    return this.board.deleteTask(user.id, id, taskId);
  }
}
