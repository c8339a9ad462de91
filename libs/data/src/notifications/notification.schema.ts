import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/**
 * An in-app notification. Written by the reminder worker (ai-worker), which delivers each one once
 * per dedupeKey (its job id) so a retried job never notifies twice; read and marked by the BFF.
 */
export interface NotificationRecord {
  _id: Types.ObjectId;
  userId: string;
  /** Hearing reminders (entryId: the diary entry); privacy notices (entryId: the export or deletion record). */
  kind: 'hearingReminder' | 'exportReady' | 'deletionCancelled';
  title: string;
  body: string;
  entryId: string;
  dedupeKey: string;
  createdAt: Date;
  /** null while unread. FerretDB v1 leaves a null out of an upsert's $setOnInsert, so there it is absent; `readAt: null` filters match both. */
  readAt: Date | null;
}

export const NotificationRecordSchema = new Schema<NotificationRecord>(
  {
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    title: { type: String, required: true },
    body: { type: String, required: true },
    entryId: { type: String, required: true },
    dedupeKey: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { collection: COLLECTIONS.notifications, versionKey: false },
);
NotificationRecordSchema.index({ userId: 1, createdAt: -1 });
