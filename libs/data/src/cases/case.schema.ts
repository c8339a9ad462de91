import type { Judgment } from '@lexmitra/contracts';
import { Schema } from 'mongoose';
import { COLLECTIONS } from '../collections';

/** A judgment in the `cases` collection. `hash` is the content hash that makes re-imports no-ops. */
export type StoredCase = Judgment & {
  parties: string[];
  tags: string[];
  hash: string;
  createdAt: Date;
  updatedAt: Date;
};

const LanguageSchema = new Schema(
  { lang: { type: String, required: true }, pdfKey: String, pdfHash: String, pages: Number, ocr: Boolean, text: String },
  { _id: false },
);
const SourceSchema = new Schema({ dataset: String, licence: String, path: String, year: Number, hash: String }, { _id: false });

export const StoredCaseSchema = new Schema<StoredCase>(
  {
    case_id: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    court: { type: String, required: true },
    date: { type: String, required: true },
    citation: { type: String },
    parties: { type: [String], default: [] },
    description: { type: String, required: true },
    description_hi: { type: String },
    cause_title: { type: String },
    text: { type: String },
    tags: { type: [String], default: [] },
    neutral_citation: { type: String },
    citations: { type: [String], default: undefined },
    judges: { type: [String], default: undefined },
    author_judge: { type: String },
    petitioner: { type: String },
    respondent: { type: String },
    disposal: { type: String },
    cnr: { type: String },
    case_no: { type: String },
    // Which judgments cite a citation: "cited by" reads this index.
    cites: { type: [String], default: undefined, index: true },
    languages: { type: [LanguageSchema], default: undefined },
    source: { type: SourceSchema, default: undefined },
    hash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true, index: true },
  },
  { collection: COLLECTIONS.cases, versionKey: false },
);
