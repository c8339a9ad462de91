import type { CaseRecord } from '@lexmitra/contracts';
import { Schema } from 'mongoose';
import { COLLECTIONS } from '../collections';

/** A judgment in the `cases` collection. `hash` is the content hash that makes re-imports no-ops. */
export type StoredCase = CaseRecord & {
  parties: string[];
  tags: string[];
  hash: string;
  createdAt: Date;
  updatedAt: Date;
};

export const StoredCaseSchema = new Schema<StoredCase>(
  {
    case_id: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    court: { type: String, required: true },
    date: { type: String, required: true },
    citation: { type: String },
    parties: { type: [String], default: [] },
    description: { type: String, required: true },
    text: { type: String },
    tags: { type: [String], default: [] },
    hash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true, index: true },
  },
  { collection: COLLECTIONS.cases, versionKey: false },
);
