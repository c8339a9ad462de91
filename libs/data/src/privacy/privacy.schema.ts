import { Schema } from 'mongoose';
import { COLLECTIONS } from '../collections';

/** One "export my data" request. Its ZIP is in object storage under objectKey once state is 'ready'. */
export interface AccountExportRecord {
  /** Random (128 bits, base64url): part of the object key and of the download route. */
  _id: string;
  userId: string;
  jobId: string;
  state: 'queued' | 'running' | 'ready' | 'failed';
  objectKey: string;
  size: number | null;
  files: number | null;
  error: string | null;
  requestedAt: Date;
  readyAt: Date | null;
  /** When the retention rules remove the ZIP (set when it is ready). */
  expiresAt: Date | null;
}

export const AccountExportSchema = new Schema<AccountExportRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    jobId: { type: String, required: true },
    state: { type: String, required: true, enum: ['queued', 'running', 'ready', 'failed'] },
    objectKey: { type: String, required: true },
    size: { type: Number, default: null },
    files: { type: Number, default: null },
    error: { type: String, default: null },
    requestedAt: { type: Date, required: true },
    readyAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
  },
  { collection: COLLECTIONS.accountExports, versionKey: false },
);
AccountExportSchema.index({ userId: 1, requestedAt: -1 });

/** A pending "delete my account": the erasure job runs at eraseAt unless the user signs in before. */
export interface AccountDeletionRecord {
  userId: string;
  jobId: string;
  requestedAt: Date;
  eraseAt: Date;
}

export const AccountDeletionSchema = new Schema<AccountDeletionRecord>(
  {
    userId: { type: String, required: true, unique: true },
    jobId: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    eraseAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.accountDeletions, versionKey: false },
);

/**
 * What an erasure removed, kept without personal data: no user id, no e-mail, only the audit log's
 * pseudonym of the erased actor (so an operator can answer "was this person's data erased?" when
 * the person asks with the pseudonym the audit log shows) and counts.
 */
export interface DeletionReportRecord {
  subject: string;
  requestedAt: Date;
  erasedAt: Date;
  records: Record<string, number>;
  objects: Record<string, number>;
  notes: string[];
}

export const DeletionReportSchema = new Schema<DeletionReportRecord>(
  {
    subject: { type: String, required: true, index: true },
    requestedAt: { type: Date, required: true },
    erasedAt: { type: Date, required: true },
    records: { type: Schema.Types.Mixed, default: {} },
    objects: { type: Schema.Types.Mixed, default: {} },
    notes: { type: [String], default: [] },
  },
  { collection: COLLECTIONS.deletionReports, versionKey: false, minimize: false },
);
