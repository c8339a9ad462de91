import { z } from 'zod';
import { text } from '../text';
import { isIsoDate } from './diary';

/** docs/product.md §6 names these firm roles; their rights are ours (docs/product.md §6). */
export const FIRM_ROLES = ['Senior Partner', 'Associate', 'Junior Associate', 'Paralegal'] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];

export const FIRM_ACTIONS = ['invite', 'changeRole', 'removeMember', 'viewDiary', 'viewSchedule', 'viewDocuments', 'manageTasks', 'completeTasks'] as const;
export type FirmAction = (typeof FIRM_ACTIONS)[number];

/**
 * The one permission table of firms: the BFF enforces it on every firm endpoint, the dashboard uses it
 * to hide what a role cannot do, and docs/firms.md repeats it. Every member may see the team and tasks.
 * invite = create and revoke invite codes; viewDiary = the firm's diary figures (counts only);
 * viewSchedule = today's schedule, i.e. diary details (matters, client names, who appears): kept from
 * Paralegals, who need the figures but not every member's clients; viewDocuments = the firm's document
 * count; manageTasks = add, edit, delete tasks; completeTasks = tick a task done or not done.
 */
export const FIRM_PERMISSIONS: Record<FirmRole, readonly FirmAction[]> = {
  'Senior Partner': ['invite', 'changeRole', 'removeMember', 'viewDiary', 'viewSchedule', 'viewDocuments', 'manageTasks', 'completeTasks'],
  Associate: ['invite', 'viewDiary', 'viewSchedule', 'viewDocuments', 'manageTasks', 'completeTasks'],
  'Junior Associate': ['viewDiary', 'viewSchedule', 'viewDocuments', 'manageTasks', 'completeTasks'],
  Paralegal: ['viewDiary', 'completeTasks'],
};

export const can = (role: FirmRole, action: FirmAction) => FIRM_PERMISSIONS[role].includes(action);

/** A member counts as Online when seen within this window (docs/product.md §3's status Online/Away). */
export const FIRM_ONLINE_WINDOW_MS = 5 * 60_000;

export const FIRM_TEXT = {
  nameRequired: 'Please enter the firm name.',
  codeRequired: 'Please enter an invite code.',
  badCode: 'This invite code is not valid. Check it with your firm.',
  revokedCode: 'This invite code has been revoked. Ask your firm for a new one.',
  expiredCode: 'This invite code has expired. Ask your firm for a new one.',
  alreadyInThisFirm: 'You are already a member of this firm.',
  alreadyInAFirm: 'You are already a member of a firm. Leave it before you join or create another.',
  lastSeniorPartner: "You are the firm's last Senior Partner. Make another member Senior Partner before you leave.",
  keepOneSeniorPartner: 'A firm needs at least one Senior Partner. Make another member Senior Partner first.',
  notMember: 'You are not a member of this firm.',
  memberNotFound: 'This person is not a member of your firm.',
  inviteNotFound: 'Invite code not found.',
  taskNotFound: 'Task not found.',
  forbidden: (action: FirmAction) => `Your firm role does not allow this (${action}).`,
  badDueDate: 'Please enter the due date as YYYY-MM-DD.',
  memberChanged: 'This member was changed meanwhile. Please reload and try again.',
} as const;

export const CreateFirmSchema = z.strictObject({
  name: text({ max: 120 }).trim().min(1, FIRM_TEXT.nameRequired),
  description: text({ max: 1000 }).trim().default(''),
});
export type CreateFirmInput = z.infer<typeof CreateFirmSchema>;

/** Codes are shown upper-case; what a person types is trimmed and upper-cased before the lookup. */
export const JoinFirmSchema = z.strictObject({ inviteCode: z.string().trim().min(1, FIRM_TEXT.codeRequired).max(64).transform((s) => s.toUpperCase()) });
/** Without `expiresInDays` a code lasts the configured default (FIRM_INVITE_TTL_DAYS); no code lasts for ever. */
export const CreateInviteSchema = z.strictObject({ expiresInDays: z.number().int().min(1).max(365).optional() });
export const ChangeRoleSchema = z.strictObject({ role: z.enum(FIRM_ROLES) });

export const TASK_PRIORITIES = ['High', 'Medium', 'Low'] as const;
const DueDate = z.string().trim().refine((v) => v === '' || isIsoDate(v), FIRM_TEXT.badDueDate);
export const TaskInputSchema = z.strictObject({
  title: text({ max: 200 }).trim().min(1, 'Please enter the task.'),
  priority: z.enum(TASK_PRIORITIES).default('Medium'),
  dueDate: DueDate.default(''),
});
export type TaskInput = z.infer<typeof TaskInputSchema>;
export const TaskPatchSchema = z
  .strictObject({ title: TaskInputSchema.shape.title.optional(), priority: z.enum(TASK_PRIORITIES).optional(), dueDate: DueDate.optional(), done: z.boolean().optional() })
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change.');
export type TaskPatch = z.infer<typeof TaskPatchSchema>;

export const FirmTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.string(),
  done: z.boolean(),
  createdAt: z.string(),
});
export type FirmTask = z.infer<typeof FirmTaskSchema>;
/** GET /api/firms/:id/tasks */
export const FirmTaskListAnswerSchema = z.object({ items: z.array(FirmTaskSchema) });
export type FirmTaskListAnswer = z.infer<typeof FirmTaskListAnswerSchema>;

export const FirmMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(FIRM_ROLES),
  presence: z.enum(['Online', 'Away']),
  joinedAt: z.string(),
});
export type FirmMember = z.infer<typeof FirmMemberSchema>;
export const FirmInviteSchema = z.object({ code: z.string(), createdAt: z.string(), expiresAt: z.string().nullable() });
export type FirmInvite = z.infer<typeof FirmInviteSchema>;
export const FirmSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  myRole: z.enum(FIRM_ROLES),
  permissions: z.array(z.enum(FIRM_ACTIONS)),
  members: z.array(FirmMemberSchema),
  /** Open invite codes; only for roles that may invite, else empty. */
  invites: z.array(FirmInviteSchema),
});
export type Firm = z.infer<typeof FirmSchema>;
/** GET /api/firms/mine */
export const MyFirmAnswerSchema = z.object({ firm: FirmSchema.nullable() });
export type MyFirmAnswer = z.infer<typeof MyFirmAnswerSchema>;
/** POST /api/firms */
export const CreateFirmAnswerSchema = z.object({ firm: FirmSchema, inviteCode: z.string() });
export type CreateFirmAnswer = z.infer<typeof CreateFirmAnswerSchema>;

export const ScheduleItemSchema = z.object({ time: z.string(), title: z.string(), type: z.string(), client: z.string(), urgent: z.boolean(), advocate: z.string() });
export type ScheduleItem = z.infer<typeof ScheduleItemSchema>;
/** GET /api/firms/:id/dashboard; a figure the caller's role may not see is null. */
export const FirmDashboardSchema = z.object({
  stats: z.object({ cases: z.number().nullable(), clients: z.number().nullable(), hearings: z.number().nullable(), documents: z.number().nullable() }),
  schedule: z.array(ScheduleItemSchema).nullable(),
  today: z.string(),
});
export type FirmDashboard = z.infer<typeof FirmDashboardSchema>;
