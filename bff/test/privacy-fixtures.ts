/** Helpers of the privacy suites: read an export ZIP back, and look for a person in every collection and object. */
import type { ObjectStore } from '@lexmitra/storage';
import { mongo, type Connection } from 'mongoose';
import request from 'supertest';
import yauzl from 'yauzl';

export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** Every entry of a ZIP by name, read with an independent reader (yauzl). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** Every document of every collection of the database (listed from the database, not from our code) that mentions one of the needles. */
export async function documentsMentioning(connection: Connection, needles: string[]): Promise<{ collection: string; doc: string }[]> {
  const found: { collection: string; doc: string }[] = [];
  const lower = needles.map((n) => n.toLowerCase());
  for (const { name } of await connection.db!.listCollections().toArray()) {
    for await (const doc of connection.db!.collection(name).find({})) {
      const text = mongo.BSON.EJSON.stringify(doc).toLowerCase();
      if (lower.some((n) => text.includes(n))) found.push({ collection: name, doc: text.slice(0, 300) });
    }
  }
  return found;
}

/** Every key in the bucket. */
export async function listKeys(store: ObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.client.listObjectsV2(store.bucket, '', true)) if (item.name) keys.push(item.name);
  return keys;
}
