import { DIARY_COLLECTIONS } from '@lexmitra/contracts';
import { Schema, Types } from 'mongoose';

/**
 * An in-app notification. Written by the reminder worker (services/ai-worker/src/reminders), which
 * upserts on dedupeKey (its job id) so a retried job never notifies twice; read here.
 */
export interface NotificationRecord {
  _id: Types.ObjectId;
  userId: string;
  kind: 'hearingReminder';
  title: string;
  body: string;
  entryId: string;
  dedupeKey: string;
  createdAt: Date;
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
  { collection: DIARY_COLLECTIONS.notifications, versionKey: false },
);
NotificationRecordSchema.index({ userId: 1, createdAt: -1 });
