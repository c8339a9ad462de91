import type { AuditAction, AuditTargetType } from '@lexmitra/contracts';
import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/**
 * One audit record: who did what to whose data, from where, in which request. Append-only: the
 * repository inserts records, changes them only to pseudonymise an erased user and removes them
 * only when older than AUDIT_RETENTION_DAYS (docs/audit-trail.md). Fields are flat (not a nested `target`) so every index is on plain fields, which FerretDB
 * v1 on SQLite builds as well as MongoDB.
 */
export interface AuditRecord {
  _id: Types.ObjectId;
  /** The BFF process that published it and its number there: unique together, gaps mean loss. */
  producer: string;
  seq: number;
  at: Date;
  action: AuditAction;
  actorId: string;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string | null;
  ownerId: string;
  firmId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
  /** When the consumer stored it (at + the pipeline's delay). */
  storedAt: Date;
}

export type NewAuditRecord = Omit<AuditRecord, '_id'>;

export const AuditRecordSchema = new Schema<AuditRecord>(
  {
    producer: { type: String, required: true },
    seq: { type: Number, required: true },
    at: { type: Date, required: true },
    action: { type: String, required: true },
    actorId: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    targetLabel: { type: String, default: null },
    ownerId: { type: String, required: true },
    firmId: { type: String, default: null },
    ip: { type: String, default: null },
    userAgent: { type: String, default: null },
    requestId: { type: String, required: true },
    storedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.auditRecords, versionKey: false },
);
// A redelivered event is stored once; the producer's sequence is checked for gaps.
AuditRecordSchema.index({ producer: 1, seq: 1 }, { unique: true });
// "Activity on my documents" (by owner), the firm's view (by firm), a document's history (by target)
// and a user's own records (by actor: the export of my data, pseudonymisation on erasure).
AuditRecordSchema.index({ ownerId: 1, at: -1 });
AuditRecordSchema.index({ firmId: 1, at: -1 });
AuditRecordSchema.index({ targetType: 1, targetId: 1, at: -1 });
AuditRecordSchema.index({ actorId: 1, at: -1 });
// The retention sweep finds records older than the cutoff without reading the whole collection.
AuditRecordSchema.index({ at: 1 });
