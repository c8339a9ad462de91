import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/**
 * A saved draft: the latest text, for its owner only. Every save (the first included) is also kept
 * as a DraftVersion, so saving again never loses what was there before.
 */
export interface DraftRecord {
  _id: Types.ObjectId;
  userId: string;
  title: string;
  templateUrl: string | null;
  documentContent: string;
  size: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DraftVersionRecord {
  draftId: string;
  userId: string;
  version: number;
  documentContent: string;
  size: number;
  savedAt: Date;
}

export const DraftSchema = new Schema<DraftRecord>(
  {
    userId: { type: String, required: true },
    title: { type: String, required: true },
    templateUrl: { type: String, default: null },
    // A draft may be saved empty (the user cleared it); required would refuse ''.
    documentContent: { type: String, default: '' },
    size: { type: Number, required: true },
    version: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.drafts, versionKey: false },
);
DraftSchema.index({ userId: 1, updatedAt: -1 });

export const DraftVersionSchema = new Schema<DraftVersionRecord>(
  {
    draftId: { type: String, required: true },
    userId: { type: String, required: true },
    version: { type: Number, required: true },
    documentContent: { type: String, default: '' },
    size: { type: Number, required: true },
    savedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.draftVersions, versionKey: false },
);
// Unique: two saves racing for the same version number cannot both win (no transactions on FerretDB).
DraftVersionSchema.index({ draftId: 1, version: -1 }, { unique: true });
