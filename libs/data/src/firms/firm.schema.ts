import type { FirmRole } from '@lexmitra/contracts';
import { FIRM_ROLES, TASK_PRIORITIES } from '@lexmitra/contracts';
import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/**
 * A firm. `seniorCount` mirrors how many members are Senior Partners, so "the last Senior Partner
 * cannot leave" is one guarded update of this document (under the per-firm lock of firm-lock.ts)
 * instead of a transaction FerretDB lacks.
 */
export interface FirmRecord {
  _id: Types.ObjectId;
  name: string;
  description: string;
  createdBy: string;
  seniorCount: number;
  createdAt: Date;
}
export const FirmSchema = new Schema<FirmRecord>(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    createdBy: { type: String, required: true },
    seniorCount: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.firms, versionKey: false },
);

/** One membership. The unique userId index is the "a user belongs to at most one firm" rule. */
export interface MemberRecord {
  userId: string;
  firmId: string;
  role: FirmRole;
  joinedAt: Date;
  /** The name they go by in the team (absent for members who joined before names were asked). */
  name?: string;
}
export const MemberSchema = new Schema<MemberRecord>(
  {
    userId: { type: String, required: true, unique: true },
    firmId: { type: String, required: true, index: true },
    role: { type: String, required: true, enum: FIRM_ROLES },
    name: { type: String },
    joinedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.firmMembers, versionKey: false },
);

/**
 * An invite code. Without `email`, reusable by anyone until it is revoked or expires; with one (a
 * mailed invite), only for that address's account, and used up by the first join (`usedAt`, set by
 * one conditional update, so two racing joins cannot both use it). `role` is what joining makes a
 * person; codes made before it was recorded give DEFAULT_INVITE_ROLE.
 */
export interface InviteRecord {
  code: string;
  firmId: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  role?: FirmRole;
  email?: string | null;
  usedAt?: Date | null;
  usedBy?: string | null;
}
export const InviteSchema = new Schema<InviteRecord>(
  {
    code: { type: String, required: true, unique: true },
    firmId: { type: String, required: true, index: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    role: { type: String, enum: FIRM_ROLES },
    email: { type: String, default: null },
    usedAt: { type: Date, default: null },
    usedBy: { type: String, default: null },
  },
  { collection: COLLECTIONS.firmInvites, versionKey: false },
);

export interface TaskRecord {
  _id: Types.ObjectId;
  firmId: string;
  title: string;
  priority: (typeof TASK_PRIORITIES)[number];
  dueDate: string;
  done: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}
export const TaskSchema = new Schema<TaskRecord>(
  {
    firmId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    priority: { type: String, required: true, enum: TASK_PRIORITIES },
    dueDate: { type: String, default: '' },
    done: { type: Boolean, default: false },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.firmTasks, versionKey: false },
);
