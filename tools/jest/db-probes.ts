/**
 * Probes of lost writes: many writers at once on the same documents, through the data layer's
 * repositories, then a count of what did not survive. Shared by libs/data/test/integrity.spec.ts
 * (every path, `npm test`) and tools/bench/db-integrity.ts (the 200-document workload with timings).
 *
 * A write is "lost" when a call that returned success left no trace: a `$set` field missing, a
 * counter short of the number of `$inc` calls, a pushed or added element missing.
 */
import { DiaryEntryInputSchema, type CaseRecord } from '@lexmitra/contracts';
import {
  CasesRepository,
  ChatRepository,
  DiaryRepository,
  DraftsRepository,
  FirmsRepository,
  FirmTasksRepository,
  MailSuppressionRepository,
  modelOn,
  NotificationsRepository,
  UpdatesRepository,
  UsersRepository,
} from '@lexmitra/data';
import { Connection, Schema } from 'mongoose';

export interface ProbeOutcome {
  /** Documents probed and how many of them lost at least one write that was answered as done. */
  documents: number;
  lost: number;
  /** Documents where a write was refused with an error (the caller knows; nothing silent). */
  failed: number;
  firstError?: string;
  /** Write calls made and the wall time they took, all at once per document. */
  writes: number;
  ms: number;
}

export type Probe = (connection: Connection, documents: number) => Promise<ProbeOutcome>;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Runs `perDoc(i)` for every document, all documents at once, and times the whole. */
async function timed(documents: number, writesPerDoc: number, perDoc: (i: number) => Promise<boolean>): Promise<ProbeOutcome> {
  const t0 = performance.now();
  const settled = await Promise.allSettled(range(documents).map(perDoc));
  const ms = performance.now() - t0;
  const errors = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  const lost = settled.filter((r) => r.status === 'fulfilled' && !r.value).length;
  return { documents, lost, failed: errors.length, firstError: errors[0] ? String((errors[0].reason as Error)?.message ?? errors[0].reason).slice(0, 200) : undefined, writes: documents * writesPerDoc, ms };
}

/** A scratch record for the four update operators, on a model made the way every repository makes its own. */
interface Scratch {
  _id: string;
  a?: number;
  b?: number;
  n: number;
  tags: string[];
  items: number[];
}
const ScratchSchema = new Schema<Scratch>({ _id: String, a: Number, b: Number, n: Number, tags: [String], items: [Number] }, { collection: 'integrity_probe', versionKey: false });

/** The four operators of the issue, k writers at once per document. */
export function operatorProbes(k = 8): Record<string, Probe> {
  const model = (c: Connection) => modelOn(c, 'IntegrityProbe', ScratchSchema);
  const seed = async (c: Connection, prefix: string, n: number) => {
    await model(c).deleteMany({ _id: { $regex: `^${prefix}-` } });
    await model(c).create(range(n).map((i) => ({ _id: `${prefix}-${i}`, n: 0, tags: [], items: [] })));
  };
  const read = async (c: Connection, id: string) => model(c).findById(id).lean<Scratch>();
  return {
    '$set pair': async (c, n) => {
      await seed(c, 'set', n);
      return timed(n, 2, async (i) => {
        const _id = `set-${i}`;
        await Promise.all([model(c).updateOne({ _id }, { $set: { a: 1 } }), model(c).updateOne({ _id }, { $set: { b: 2 } })]);
        const d = await read(c, _id);
        return d?.a === 1 && d?.b === 2;
      });
    },
    [`$inc x${k}`]: async (c, n) => {
      await seed(c, 'inc', n);
      return timed(n, k, async (i) => {
        const _id = `inc-${i}`;
        await Promise.all(range(k).map(() => model(c).updateOne({ _id }, { $inc: { n: 1 } })));
        return (await read(c, _id))?.n === k;
      });
    },
    [`$addToSet x${k}`]: async (c, n) => {
      await seed(c, 'add', n);
      return timed(n, k, async (i) => {
        const _id = `add-${i}`;
        await Promise.all(range(k).map((j) => model(c).updateOne({ _id }, { $addToSet: { tags: `t${j}` } })));
        return (await read(c, _id))?.tags.length === k;
      });
    },
    [`$push x${k}`]: async (c, n) => {
      await seed(c, 'push', n);
      return timed(n, k, async (i) => {
        const _id = `push-${i}`;
        await Promise.all(range(k).map((j) => model(c).updateOne({ _id }, { $push: { items: j } })));
        return (await read(c, _id))?.items.length === k;
      });
    },
  };
}

const entry = (fields: Record<string, string>) => DiaryEntryInputSchema.parse(fields);
const caseRecord = (id: string): CaseRecord => ({ case_id: id, title: `${id} v. State`, court: 'Supreme Court of India', date: '2020-01-01', description: `probe ${id}` });

/** Every update path of the product that two requests or two processes can take at once. */
export function productProbes(): Record<string, Probe> {
  return {
    'users: password, language and verification at once': async (c, n) => {
      const users = new UsersRepository(c);
      const ids = await Promise.all(range(n).map(async (i) => String((await users.createWithPassword(`probe-${i}-${Date.now()}@example.org`, 'old'))._id)));
      return timed(n, 3, async (i) => {
        await Promise.all([users.setPassword(ids[i], 'new'), users.setLanguage(ids[i], 'hi'), users.markEmailVerified(ids[i])]);
        const u = await users.findById(ids[i]);
        return u?.passwordHash === 'new' && (await users.languageOf(ids[i])) === 'hi' && !!u?.emailVerifiedAt;
      });
    },
    'chat: six questions into one conversation': async (c, n) => {
      const chat = new ChatRepository(c);
      const ids = await Promise.all(range(n).map(() => chat.create('probe-user', 'probe', [])));
      const turn = (j: number) => [{ type: 'user' as const, content: `q${j}`, at: new Date() }, { type: 'bot' as const, content: { answer: `a${j}` }, at: new Date() }];
      return timed(n, 6, async (i) => {
        await Promise.all(range(6).map((j) => chat.append(ids[i], 'probe-user', turn(j))));
        const conv = await chat.findOwned(ids[i], 'probe-user');
        return conv?.messages.length === 12 && conv.messageCount === 12;
      });
    },
    'drafts: four tabs save one draft': async (c, n) => {
      const drafts = new DraftsRepository(c);
      await new Promise((r) => setTimeout(r, 300)); // the unique (draftId, version) index
      const heads = await Promise.all(range(n).map(() => drafts.create({ userId: 'probe-user', title: 'probe', templateUrl: null, documentContent: 'v1', size: 2 }, new Date())));
      return timed(n, 4, async (i) => {
        await Promise.all(range(4).map((j) => drafts.addVersion(heads[i], { documentContent: `tab ${j}`, size: 5, title: 'probe', templateUrl: null }, new Date())));
        const head = await drafts.findOwned(String(heads[i]._id), 'probe-user');
        const versions = await drafts.listVersions(String(heads[i]._id));
        const newest = await drafts.findVersion(String(heads[i]._id), versions[0]?.version ?? -1);
        // Every save kept as a version, and the head is the newest version's text.
        return versions.length === 5 && head?.version === 5 && head.documentContent === newest?.documentContent;
      });
    },
    'diary: two fields and an attachment edited at once': async (c, n) => {
      const diary = new DiaryRepository(c);
      const made = await Promise.all(range(n).map(() => diary.create('probe-owner', entry({ matterNo: 'WP 1/2026', partyName: 'A' }))));
      return timed(n, 3, async (i) => {
        const id = String(made[i]._id);
        const doc = { name: 'a.pdf', objectKey: `k${i}`, sha256: 'x', size: 1, uploadedAt: new Date() };
        await Promise.all([diary.update('probe-owner', id, { notes: 'note' }), diary.update('probe-owner', id, { stage: 'Arguments' }), diary.setDocument('probe-owner', id, doc)]);
        const e = await diary.findOne('probe-owner', id);
        return e?.notes === 'note' && e.stage === 'Arguments' && !!e.document;
      });
    },
    'firm tasks: two fields edited at once': async (c, n) => {
      const tasks = new FirmTasksRepository(c);
      const made = await Promise.all(range(n).map(() => tasks.create('probe-firm', 'probe-user', { title: 'file reply', priority: 'Low', dueDate: '' })));
      return timed(n, 2, async (i) => {
        const id = String(made[i]._id);
        await Promise.all([tasks.update('probe-firm', id, { done: true }), tasks.update('probe-firm', id, { priority: 'High' })]);
        const t = (await tasks.list('probe-firm')).find((x) => String(x._id) === id);
        return t?.done === true && t.priority === 'High';
      });
    },
    'firms: senior partners added at once': async (c, n) => {
      const firms = new FirmsRepository(c);
      const made = await Promise.all(range(n).map((i) => firms.createFirm(`probe-founder-${i}-${Date.now()}`, `Probe ${i}`, '')));
      return timed(n, 3, async (i) => {
        const id = String(made[i]._id);
        await Promise.all(range(3).map(() => firms.addSenior(id)));
        return (await firms.findFirm(id))?.seniorCount === 4;
      });
    },
    'notifications, suppressions, subscriptions: the same record from eight writers': async (c, n) => {
      const notifications = new NotificationsRepository(c);
      const suppressions = new MailSuppressionRepository(c);
      const updates = new UpdatesRepository(c);
      await new Promise((r) => setTimeout(r, 300)); // unique indexes
      return timed(n, 24, async (i) => {
        const key = `probe-${i}-${Date.now()}`;
        const stored = await Promise.all(range(8).map(() => notifications.deliverOnce({ userId: 'probe-user', kind: 'hearingReminder', title: 't', body: 'b', entryId: 'e', dedupeKey: key })));
        await Promise.all(range(8).map(() => suppressions.set(`${key}@example.org`, 'reminders', false)));
        await Promise.all(range(8).map(() => updates.subscribe(`${key}@example.org`, 'probe')));
        const listed = (await notifications.listFor('probe-user', 10_000)).items.filter((x) => x.dedupeKey === key);
        return stored.filter(Boolean).length === 1 && listed.length === 1 && (await suppressions.suppressedFor(`${key}@example.org`)).length === 1 && (await updates.isSubscribed(`${key}@example.org`));
      });
    },
    'case corpus: imports at once each bump the version': async (c) => {
      const cases = new CasesRepository(c);
      await cases.ensureIndexes();
      const before = Number(await cases.version());
      return timed(1, 4, async () => {
        await Promise.all(range(4).map((j) => cases.upsertMany([caseRecord(`probe-${j}-${Date.now()}`)])));
        return Number(await cases.version()) === before + 4;
      });
    },
  };
}
