import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { requireStack } from '../../../tools/jest/require-stack';
import { MIN_PART_SIZE, ObjectStore } from '../src';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Yields `body` in uneven chunks, as a network stream would. */
function chunked(body: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += 65_537) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('client went away');
        yield body.subarray(at, at + 65_537);
      }
    })(),
  );
}

describe('ObjectStore.putStream against the dev stack MinIO', () => {
  const { s3Endpoint } = requireStack();
  const store = new ObjectStore({ endpoint: s3Endpoint, accessKey: process.env.S3_ACCESS_KEY ?? '', secretKey: process.env.S3_SECRET_KEY ?? '', bucket: `stream-spec-${Date.now()}` });

  it.each([
    ['one small PUT', 1000],
    ['several parts with a short last one', 2 * MIN_PART_SIZE + 12_345],
  ])('stores a body of unknown length (%s) byte for byte and reports its size and SHA-256', async (_what, size) => {
    const body = randomBytes(size);
    const key = `documents/${size}`;
    const result = await store.putStream(key, chunked(body), 'application/pdf', { partSize: MIN_PART_SIZE });
    expect(result).toEqual({ etag: expect.any(String), size, sha256: sha(body) });
    expect(sha(await store.getBuffer(key))).toBe(sha(body));
    expect(await store.stat(key)).toEqual(expect.objectContaining({ size, contentType: 'application/pdf' }));
  });

  it('aborts the multipart upload when the body fails, leaving no object and no parts', async () => {
    const body = randomBytes(3 * MIN_PART_SIZE);
    await expect(store.putStream('documents/broken', chunked(body, 2 * MIN_PART_SIZE), 'application/pdf', { partSize: MIN_PART_SIZE })).rejects.toThrow('client went away');
    expect(await store.exists('documents/broken')).toBe(false);
    const uploads: unknown[] = [];
    for await (const u of store.client.listIncompleteUploads(store.bucket, 'documents/', true)) uploads.push(u);
    expect(uploads).toEqual([]);
  });
});
