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

/**
 * The roles an invite may give. Never Senior Partner: that is a promotion (changeRole), which also
 * keeps the firm's count of Senior Partners. FIRM_ROLES is ordered from the most rights down.
 */
export const INVITE_ROLES = ['Associate', 'Junior Associate', 'Paralegal'] as const satisfies readonly FirmRole[];
export type InviteRole = (typeof INVITE_ROLES)[number];
/** An inviter may give their own role or one below it, never one above. */
export const mayInviteAs = (inviter: FirmRole, role: FirmRole) => FIRM_ROLES.indexOf(role) >= FIRM_ROLES.indexOf(inviter) && (INVITE_ROLES as readonly FirmRole[]).includes(role);
/** What a code gives when the inviter says nothing (and what codes made before roles were picked give). */
export const DEFAULT_INVITE_ROLE: InviteRole = 'Associate';

/** A member counts as Online when seen within this window (docs/product.md §3's status Online/Away). */
export const FIRM_ONLINE_WINDOW_MS = 5 * 60_000;

export const FIRM_TEXT = {
  nameRequired: 'Please enter the firm name.',
  codeRequired: 'Please enter an invite code.',
  badCode: 'This invite code is not valid. Check it with your firm.',
  revokedCode: 'This invite code has been revoked. Ask your firm for a new one.',
  expiredCode: 'This invite code has expired. Ask your firm for a new one.',
  usedCode: 'This invite code has been used already. Ask your firm for a new one.',
  inviteForAnother: 'This invite was sent to another e-mail address. Sign in with that address, or ask your firm for an invite of your own.',
  roleAboveYours: 'You can invite people only to your own role or one below it.',
  inviteRole: 'An invite makes someone an Associate, a Junior Associate or a Paralegal. Make a member Senior Partner from the team list.',
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

/** The name a member goes by in the team list (the e-mail address is shown beside it). */
const YourName = text({ max: 80 }).trim();
export const CreateFirmSchema = z.strictObject({
  name: text({ max: 120 }).trim().min(1, FIRM_TEXT.nameRequired),
  description: text({ max: 1000 }).trim().default(''),
  yourName: YourName.optional(),
});
export type CreateFirmInput = z.infer<typeof CreateFirmSchema>;

/** Codes are shown upper-case; what a person types is trimmed and upper-cased before the lookup. */
export const JoinFirmSchema = z.strictObject({ inviteCode: z.string().trim().min(1, FIRM_TEXT.codeRequired).max(64).transform((s) => s.toUpperCase()), yourName: YourName.optional() });
/**
 * Without `expiresInDays` a code lasts the configured default (FIRM_INVITE_TTL_DAYS); no code lasts for ever.
 * `role`: what joining with it makes a person (DEFAULT_INVITE_ROLE if unsaid); the inviter's own role or below.
 */
export const InviteRoleSchema = z.enum(INVITE_ROLES, { error: FIRM_TEXT.inviteRole });
export const CreateInviteSchema = z.strictObject({ expiresInDays: z.number().int().min(1).max(365).optional(), role: InviteRoleSchema.optional() });
/** PATCH /api/firms/:id/members/me: the name I go by in the team list. */
export const RenameMeSchema = z.strictObject({ yourName: YourName.min(1, 'Please enter your name.') });
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
  /** The name they gave on joining or creating the firm; null until they give one (the list then shows the address). */
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(FIRM_ROLES),
  presence: z.enum(['Online', 'Away']),
  joinedAt: z.string(),
});
export type FirmMember = z.infer<typeof FirmMemberSchema>;
/** `email`: the one address a mailed invite is for (usable once), null for a code to hand round; `role`: what it makes a person. */
export const FirmInviteSchema = z.object({ code: z.string(), createdAt: z.string(), expiresAt: z.string().nullable(), role: z.enum(FIRM_ROLES), email: z.string().nullable() });
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
