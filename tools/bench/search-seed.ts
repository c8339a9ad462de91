/** The generated case descriptions in a MongoDB database, as the embedded engine's replicas index them at start. */
import { StoredCaseSchema } from '@lexmitra/data';
import mongoose from 'mongoose';
import { generateCases } from './search-corpus';

/** `cases` stored once in `mongoUrl` (kept between runs when the count already matches), with the corpus version set. */
export async function seedCaseDescriptions(mongoUrl: string, cases: ReturnType<typeof generateCases>, checkTime: (what: string) => void): Promise<void> {
  const conn = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    const model = conn.model('StoredCase', StoredCaseSchema);
    if ((await model.estimatedDocumentCount()) === cases.length) return;
    await conn.dropDatabase();
    const now = new Date();
    for (let i = 0; i < cases.length; i += 2000) {
      checkTime('loading MongoDB');
      await model.collection.insertMany(cases.slice(i, i + 2000).map((c) => ({ ...c, hash: 'bench', createdAt: now, updatedAt: now })));
    }
    await conn.collection('case_corpus').updateOne({ _id: 'cases' as never }, { $set: { version: 1 } }, { upsert: true });
  } finally {
    await conn.close();
  }
}
