import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import {
  ChangeRoleSchema, CreateFirmAnswer, CreateFirmInput, CreateFirmSchema, CreateInviteSchema, FirmDashboard, FirmInvite, FirmInviteEmailRequestSchema, FirmRole, FirmTask,
  JoinFirmSchema, MyFirmAnswer, RenameMeSchema, TaskInput, TaskInputSchema, TaskPatch, TaskPatchSchema,
} from '@lexmitra/contracts';
import { AuditContext, Audited } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { AuthUser, CurrentUser } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { Notifier } from '../mail/notifier.service';
import { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FirmBoardService } from './firm-board.service';
import { FirmsService } from './firms.service';

/** Law firms (docs/product.md screens 10 and 13). Who may do what: FIRM_PERMISSIONS in contracts/http/firms.ts. */
@ApiTags('firms')
@Controller('api/firms')
export class FirmsController {
  constructor(private readonly firms: FirmsService, private readonly board: FirmBoardService, private readonly audit: AuditTrail, private readonly notifier: Notifier) {}

  @Get('mine')
  @ApiOperation({ summary: 'My firm with its members and (for roles that may invite) open invite codes, or null' })
  async mine(@CurrentUser() user: AuthUser): Promise<MyFirmAnswer> {
    return { firm: await this.firms.mine(user.id) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a firm; the creator becomes Senior Partner and gets an invite code' })
  async create(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(CreateFirmSchema)) body: CreateFirmInput, @Audited() ctx: AuditContext): Promise<CreateFirmAnswer> {
    const answer = await this.firms.create(user.id, body);
    const firmId = answer.firm.id;
    this.audit.record(ctx, { action: 'firm.created', actorId: user.id, target: { type: 'firm', id: firmId, label: answer.firm.name }, ownerId: user.id, firmId });
    this.audit.record(ctx, { action: 'firm.invite_created', actorId: user.id, target: { type: 'firmInvite', id: inviteRef(answer.inviteCode) }, ownerId: user.id, firmId });
    return answer;
  }

  @Post('join')
  @HttpCode(200)
  @ApiOperation({ summary: "Join a firm with an invite code (trimmed, any case), as the role the code gives and under yourName; a mailed code is its address's only (else 403) and usable once (then 400)" })
  async join(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(JoinFirmSchema)) body: z.infer<typeof JoinFirmSchema>, @Audited() ctx: AuditContext): Promise<MyFirmAnswer> {
    const firm = await this.firms.join(user.id, user.email, body.inviteCode, body.yourName);
    this.audit.record(ctx, { action: 'firm.joined', actorId: user.id, target: { type: 'firm', id: firm.id, label: firm.name }, ownerId: user.id, firmId: firm.id });
    return { firm };
  }

  @Post(':id/invites')
  @HttpCode(201)
  @ApiOperation({ summary: 'A new invite code giving role (the inviter\'s own or below, else 403; Associate if unsaid), optionally expiring after expiresInDays' })
  async invite(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodValidationPipe(CreateInviteSchema)) body: z.infer<typeof CreateInviteSchema>, @Audited() ctx: AuditContext): Promise<FirmInvite> {
    const invite = await this.firms.createInvite(user.id, id, body);
    this.audit.record(ctx, { action: 'firm.invite_created', actorId: user.id, target: { type: 'firmInvite', id: inviteRef(invite.code) }, ownerId: user.id, firmId: id });
    return invite;
  }

  @Post(':id/invites/email')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a new invite code to an address (needs the invite permission), giving role as for /invites: only that address\'s account may use it, once; sent is false when the address turned firm invite mails off' })
  @RateLimit('firm-invite-mail', 'MAIL_RATE_LIMIT_PER_MINUTE', ['user'])
  async inviteByEmail(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodValidationPipe(FirmInviteEmailRequestSchema)) body: z.infer<typeof FirmInviteEmailRequestSchema>, @Audited() ctx: AuditContext): Promise<{ sent: boolean; code: string }> {
    const invite = await this.firms.createInvite(user.id, id, { role: body.role, email: body.email });
    this.audit.record(ctx, { action: 'firm.invite_created', actorId: user.id, target: { type: 'firmInvite', id: inviteRef(invite.code) }, ownerId: user.id, firmId: id });
    const firm = await this.firms.mine(user.id);
    const sent = await this.notifier.firmInvite(body.email, user.email, firm?.name ?? '', invite.code);
    return { sent, code: invite.code };
  }

  @Delete(':id/invites/:code')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an invite code' })
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('code') code: string, @Audited() ctx: AuditContext): Promise<void> {
    await this.firms.revokeInvite(user.id, id, code);
    this.audit.record(ctx, { action: 'firm.invite_revoked', actorId: user.id, target: { type: 'firmInvite', id: inviteRef(code) }, ownerId: user.id, firmId: id });
  }

  // Before ':id/members/:userId', which would take "me" for a user id.
  @Patch(':id/members/me')
  @ApiOperation({ summary: 'The name I go by in the team list' })
  async renameMe(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodValidationPipe(RenameMeSchema)) body: z.infer<typeof RenameMeSchema>): Promise<MyFirmAnswer> {
    return { firm: await this.firms.rename(user.id, id, body.yourName) };
  }

  @Patch(':id/members/:userId')
  @ApiOperation({ summary: "Change a member's role (a firm keeps at least one Senior Partner)" })
  async changeRole(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('userId') userId: string, @Body(new ZodValidationPipe(ChangeRoleSchema)) body: { role: FirmRole }, @Audited() ctx: AuditContext): Promise<MyFirmAnswer> {
    const firm = await this.firms.changeRole(user.id, id, userId, body.role);
    this.audit.record(ctx, { action: 'firm.role_changed', actorId: user.id, target: { type: 'firmMember', id: userId, label: body.role }, ownerId: userId, firmId: id });
    return { firm };
  }

  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member from the firm' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('userId') userId: string, @Audited() ctx: AuditContext): Promise<void> {
    await this.firms.removeMember(user.id, id, userId);
    this.audit.record(ctx, { action: 'firm.member_removed', actorId: user.id, target: { type: 'firmMember', id: userId }, ownerId: userId, firmId: id });
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

/** Invite codes are credentials: the log keeps a reference (the same for a code's creation and revocation), never the code. */
function inviteRef(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex').slice(0, 16);
}
