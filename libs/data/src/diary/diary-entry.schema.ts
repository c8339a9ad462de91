import { DIARY_STAGES, DiaryStage } from '@lexmitra/contracts';
import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/** The attached PDF; its bytes are in MinIO under objectKey (a fresh key per upload). */
export interface DiaryAttachmentRecord {
  objectKey: string;
  name: string;
  size: number;
  sha256: string;
  uploadedAt: Date;
}

/**
 * One advocate-diary entry (docs/product.md §3 "Diary entry"), owned by one user. Dates are IST calendar dates
 * (YYYY-MM-DD) and the time is IST 24-hour HH:mm, kept as strings so a hearing's wall time never
 * shifts with a server's time zone; '' means "not given" (docs/product.md §5 allows empty entries). Written by
 * the BFF; read by the reminder worker (ai-worker) and the firm dashboard.
 */
export interface DiaryEntryRecord {
  _id: Types.ObjectId;
  ownerId: string;
  matterNo: string;
  /** Lower-cased matterNo: the search by matter number is case-insensitive. */
  matterNoKey: string;
  partyName: string;
  upcomingDate: string;
  upcomingTime: string;
  nextDate: string;
  stage: DiaryStage | '';
  /** The court and courtroom (or bench) the matter is heard in; '' for entries made before they were asked. */
  court: string;
  courtroom: string;
  notes: string;
  document: DiaryAttachmentRecord | null;
  createdAt: Date;
  updatedAt: Date;
}

const AttachmentSchema = new Schema<DiaryAttachmentRecord>(
  {
    objectKey: { type: String, required: true },
    name: { type: String, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { _id: false },
);

const text = { type: String, default: '' };
export const DiaryEntrySchema = new Schema<DiaryEntryRecord>(
  {
    ownerId: { type: String, required: true },
    matterNo: text,
    matterNoKey: text,
    partyName: text,
    upcomingDate: text,
    upcomingTime: text,
    nextDate: text,
    stage: { type: String, enum: ['', ...DIARY_STAGES], default: '' as DiaryStage | '' },
    court: text,
    courtroom: text,
    notes: text,
    document: { type: AttachmentSchema, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.diaryEntries, versionKey: false },
);
// Every read is one owner's (or a firm's owners') entries in date order.
DiaryEntrySchema.index({ ownerId: 1, upcomingDate: 1, upcomingTime: 1 });

/** The secret of a user's iCalendar feed; only its SHA-256 is stored, so a database copy cannot read feeds. */
export interface CalendarTokenRecord {
  userId: string;
  tokenHash: string;
  createdAt: Date;
}
export const CalendarTokenSchema = new Schema<CalendarTokenRecord>(
  {
    userId: { type: String, required: true, unique: true },
    tokenHash: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.diaryCalendarTokens, versionKey: false },
);
