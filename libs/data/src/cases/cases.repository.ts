/**
 * The `cases` collection: idempotent upserts by case_id (a re-import of the same row changes
 * nothing) and streaming reads for index builds. Only queries FerretDB v1 also supports.
 *
 * A case's `_id` is its case_id. FerretDB v1 (SQLite) answers only an `_id` equality from its
 * primary key: any other filter, `$in` on `_id` included, reads and decodes every stored case.
 * Looked up by case_id, an import batch cost a full read of the corpus per judgment (24 ms of
 * FerretDB CPU each with 120 stored, growing with the corpus); by `_id`, 3 ms at any size. Cases
 * stored before this (ObjectId `_id`) are still found through case_id while any remain.
 */
import type { CaseLanguageVersion, CaseRecord, Judgment } from '@lexmitra/contracts';
import { createHash } from 'node:crypto';
import { Connection, Model, type mongo } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { modelOn } from '../mongo';
import { StoredCase, StoredCaseSchema } from './case.schema';

export interface UpsertOutcome {
  inserted: number;
  updated: number;
  unchanged: number;
  changedIds: string[];
}

const BATCH = 500;
/**
 * One small document per database that every write of cases bumps. Replicas compare it with the
 * number their index was built from: a counter read by _id costs the same at any corpus size, where
 * counting and sorting 100k cases took FerretDB ~17 s of CPU each time a replica checked.
 */
const CORPUS_META = COLLECTIONS.caseCorpus;
const CORPUS_ID = 'cases';

interface CorpusMeta {
  _id: string;
  version: number;
  changedAt: Date;
}

/** "A v. B" / "A vs B" → ["A", "B"]: parties default to the two sides of the title. */
export function partiesOf(title: string): string[] {
  return title.split(/\s+(?:v\.?|vs\.?|versus)\s+/i).map((s) => s.trim()).filter(Boolean);
}

/** Optional fields a record may carry; an update that drops one unsets it. */
const OPTIONAL = ['citation', 'description_hi', 'cause_title', 'text', 'neutral_citation', 'citations', 'judges', 'author_judge', 'petitioner', 'respondent', 'disposal', 'cnr', 'case_no', 'cites', 'languages', 'source'] as const;

export function normaliseCase(record: CaseRecord | Judgment): Omit<StoredCase, 'hash' | 'createdAt' | 'updatedAt'> {
  const j = record as Judgment;
  const doc: Omit<StoredCase, 'hash' | 'createdAt' | 'updatedAt'> = {
    case_id: record.case_id,
    title: record.title,
    court: record.court,
    date: record.date,
    parties: record.parties?.length ? record.parties : partiesOf(record.title),
    description: record.description,
    tags: record.tags ?? [],
  };
  for (const key of OPTIONAL) {
    const v = j[key];
    if (v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)) (doc as Record<string, unknown>)[key] = v;
  }
  return doc;
}

/** The content hash of a record as stored: equal hashes mean a re-import changes nothing. */
export function caseHash(record: CaseRecord | Judgment): string {
  return createHash('sha256').update(JSON.stringify(normaliseCase(record))).digest('hex');
}

/** A stored case as the id lookups return it: its real `_id` (the case id, or a legacy ObjectId) kept for the write. */
type Found = Partial<StoredCase> & { _id: string | mongo.ObjectId; case_id: string };
type Raw = { _id: string | mongo.ObjectId } & Record<string, unknown>;

export class CasesRepository {
  readonly model: Model<StoredCase>;
  /** Whether cases with an ObjectId `_id` (stored before `_id` was the case id) exist: checked once per process. */
  private legacy?: Promise<boolean>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'StoredCase', StoredCaseSchema);
  }

  /** The native collection: mongoose would cast a string `_id` filter to an ObjectId. */
  private get col() {
    return this.model.collection as unknown as mongo.Collection<Raw>;
  }

  private hasLegacy(): Promise<boolean> {
    this.legacy ??= this.col
      .findOne({ _id: { $type: 'objectId' } }, { projection: { _id: 1 } })
      .then((d) => d !== null, () => true);
    return this.legacy;
  }

  /** Stored cases by case id, one `_id` lookup each (see the file comment); legacy cases by case_id. */
  private async byIds(ids: string[], projection: Record<string, 0 | 1>): Promise<Map<string, Found>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, Found>();
    // An inclusive projection must name case_id; an exclusive one keeps it anyway.
    if (Object.values(projection).includes(1)) projection = { ...projection, case_id: 1 };
    const docs = await Promise.all(unique.map((id) => this.col.findOne({ _id: id }, { projection })));
    for (const d of docs as unknown as (Found | null)[]) if (d) found.set(d.case_id, d);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length && (await this.hasLegacy())) {
      for (const d of await this.col.find({ case_id: { $in: missing } }, { projection }).toArray() as unknown as Found[]) found.set(d.case_id, d);
    }
    return found;
  }

  async ensureIndexes(): Promise<void> {
    await this.model.syncIndexes().catch(() => this.model.createIndexes());
  }

  async upsertMany(records: (CaseRecord | Judgment)[], now = new Date()): Promise<UpsertOutcome> {
    const outcome: UpsertOutcome = { inserted: 0, updated: 0, unchanged: 0, changedIds: [] };
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH).map(normaliseCase);
      const ids = batch.map((r) => r.case_id);
      const existing = await this.byIds(ids, { hash: 1 });
      const ops: mongo.AnyBulkWriteOperation<Raw>[] = [];
      for (const doc of batch) {
        const hash = createHash('sha256').update(JSON.stringify(doc)).digest('hex');
        const stored = existing.get(doc.case_id);
        const before = stored?.hash;
        if (before === hash) {
          outcome.unchanged++;
          continue;
        }
        if (!stored) outcome.inserted++;
        else outcome.updated++;
        outcome.changedIds.push(doc.case_id);
        const set = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
        const unset = Object.fromEntries(OPTIONAL.filter((k) => doc[k] === undefined).map((k) => [k, 1 as const]));
        ops.push({
          updateOne: {
            // A new case is inserted with its case id as `_id`; a stored one is written through its own `_id`.
            filter: { _id: stored?._id ?? doc.case_id },
            update: { $set: { ...set, hash, updatedAt: now }, $setOnInsert: { createdAt: now }, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
            upsert: true,
          },
        });
      }
      if (ops.length) {
        await this.col.bulkWrite(ops, { ordered: false });
        // After the writes: a replica that reads the new version finds the new cases.
        await this.meta().updateOne({ _id: CORPUS_ID }, { $inc: { version: 1 }, $set: { changedAt: now } }, { upsert: true });
      }
    }
    return outcome;
  }

  /**
   * Adds or replaces one language version of a stored case (a regional-language PDF of a judgment).
   * `missing` when the case is not stored yet (its English version comes first).
   */
  async upsertLanguage(caseId: string, version: CaseLanguageVersion, now = new Date()): Promise<'inserted' | 'updated' | 'unchanged' | 'missing'> {
    const doc = (await this.byIds([caseId], { languages: 1 })).get(caseId);
    if (!doc) return 'missing';
    const languages = (doc.languages ?? []) as CaseLanguageVersion[];
    const before = languages.find((l) => l.lang === version.lang);
    if (before?.pdfHash && before.pdfHash === version.pdfHash) return 'unchanged';
    const next = [...languages.filter((l) => l.lang !== version.lang), version];
    await this.col.updateOne({ _id: doc._id }, { $set: { languages: next, updatedAt: now } });
    await this.meta().updateOne({ _id: CORPUS_ID }, { $inc: { version: 1 }, $set: { changedAt: now } }, { upsert: true });
    return before?.pdfKey ? 'updated' : 'inserted';
  }

  /** The stored import hash and source of each case (the importer skips unchanged files without extracting them). */
  async importState(ids: string[]): Promise<Map<string, { importHash?: string; year?: number; path?: string; languages: CaseLanguageVersion[] }>> {
    const docs = [...(await this.byIds(ids, { source: 1, languages: 1 })).values()];
    return new Map(docs.map((d) => [d.case_id, { importHash: d.source?.hash, year: d.source?.year, path: d.source?.path, languages: (d.languages ?? []) as CaseLanguageVersion[] }]));
  }

  private meta() {
    return this.model.db.collection<CorpusMeta>(CORPUS_META);
  }

  async count(): Promise<number> {
    return this.model.countDocuments({});
  }

  /** Whether no case is stored yet (cheap at any size, unlike a count). */
  async isEmpty(): Promise<boolean> {
    return !(await this.model.exists({}));
  }

  /** The corpus version: tells a replica whether its index is stale. */
  async version(): Promise<string> {
    const meta = await this.meta().findOne({ _id: CORPUS_ID });
    return String(meta?.version ?? 0);
  }

  async *streamAll(): AsyncGenerator<StoredCase> {
    for await (const doc of this.model.find({}, { _id: 0, hash: 0 }).lean().cursor({ batchSize: 2000 })) yield doc as unknown as StoredCase;
  }

  async findById(id: string): Promise<StoredCase | null> {
    const doc = (await this.byIds([id], { hash: 0 })).get(id);
    if (!doc) return null;
    const { _id, ...rest } = doc;
    return rest as unknown as StoredCase;
  }

  /** Content hashes by case id: the importer skips records whose hash is unchanged without building them twice. */
  async hashes(ids: string[]): Promise<Map<string, string>> {
    const docs = [...(await this.byIds(ids, { hash: 1 })).values()];
    return new Map(docs.map((d) => [d.case_id, d.hash as string]));
  }

  /** Cases known by any of `citations` (normal forms): their main, neutral or parallel citations. */
  async byCitations(citations: string[]): Promise<Pick<StoredCase, 'case_id' | 'title' | 'citation' | 'date' | 'citations' | 'neutral_citation'>[]> {
    if (!citations.length) return [];
    return this.model
      .find({ $or: [{ citations: { $in: citations } }, { citation: { $in: citations } }, { neutral_citation: { $in: citations } }] }, { _id: 0, case_id: 1, title: 1, citation: 1, date: 1, citations: 1, neutral_citation: 1 })
      .limit(2000)
      .lean();
  }

  /**
   * The cases that did not come from a dataset file (the seed corpus, JSONL/CSV imports): the only
   * ones an imported judgment can be a twin of. Their ids are ours, never the importer's `sci-`/`hc-`.
   * Without their text. One read of the collection (FerretDB reads it whole for any filter but `_id`):
   * the importer keeps the answer a while rather than asking per batch.
   */
  async curatedCases(): Promise<StoredCase[]> {
    return (await this.col.find({ case_id: { $not: /^(?:sci|hc)-/ } }, { projection: { _id: 0, hash: 0, text: 0, cites: 0, languages: 0 } }).toArray()) as unknown as StoredCase[];
  }

  /** The case a dataset file was imported into (a twin keeps its own case id): by the file's dataset path. */
  async bySourcePath(dataset: string, sourcePath: string): Promise<string | null> {
    const doc = await this.col.findOne({ 'source.dataset': dataset, 'source.path': sourcePath }, { projection: { case_id: 1 } });
    return (doc?.case_id as string | undefined) ?? null;
  }

  /** Removes cases by id (a judgment imported twice before its twin was recognised). */
  async removeIds(ids: string[], now = new Date()): Promise<number> {
    let removed = 0;
    for (const id of new Set(ids)) removed += (await this.col.deleteOne({ _id: id })).deletedCount;
    if (removed) await this.meta().updateOne({ _id: CORPUS_ID }, { $inc: { version: 1 }, $set: { changedAt: now } }, { upsert: true });
    return removed;
  }

  /** Judgments whose text cites any of `citations` (normal forms), oldest first. */
  async citing(citations: string[], limit = 200): Promise<Pick<StoredCase, 'case_id' | 'title' | 'citation' | 'date'>[]> {
    if (!citations.length) return [];
    return this.model.find({ cites: { $in: citations } }, { _id: 0, case_id: 1, title: 1, citation: 1, date: 1 }).sort({ date: 1 }).limit(limit).lean();
  }

  async findByIds(ids: string[]): Promise<StoredCase[]> {
    const docs = await this.byIds(ids, { hash: 0 });
    return [...new Set(ids)].filter((id) => docs.has(id)).map((id) => {
      const { _id, ...rest } = docs.get(id)!;
      return rest as unknown as StoredCase;
    });
  }
}
