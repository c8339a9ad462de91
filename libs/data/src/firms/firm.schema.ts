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
}
export const MemberSchema = new Schema<MemberRecord>(
  {
    userId: { type: String, required: true, unique: true },
    firmId: { type: String, required: true, index: true },
    role: { type: String, required: true, enum: FIRM_ROLES },
    joinedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.firmMembers, versionKey: false },
);

/** A reusable invite code until it is revoked or expires. */
export interface InviteRecord {
  code: string;
  firmId: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}
export const InviteSchema = new Schema<InviteRecord>(
  {
    code: { type: String, required: true, unique: true },
    firmId: { type: String, required: true, index: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
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
