import { randomBytes, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { requireStack } from '../../../tools/jest/require-stack';
import { ObjectNotFoundError, ObjectStore } from '../src';

describe('ObjectStore against the dev stack MinIO', () => {
  const { s3Endpoint } = requireStack();
  const store = new ObjectStore({
    endpoint: s3Endpoint,
    accessKey: process.env.S3_ACCESS_KEY ?? '',
    secretKey: process.env.S3_SECRET_KEY ?? '',
    bucket: `storage-spec-${Date.now()}`,
  });

  it('streams an object in and out byte for byte', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    await store.put('documents/a.bin', Readable.from([body.subarray(0, 1000), body.subarray(1000)]), 'application/octet-stream');
    const back = await store.getBuffer('documents/a.bin');
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(body).digest('hex'));
    const info = await store.stat('documents/a.bin');
    expect(info.size).toBe(body.length);
    expect(info.contentType).toBe('application/octet-stream');
  });

  it('reports a missing object as ObjectNotFoundError, and remove makes it missing', async () => {
    await store.put('documents/b.txt', 'hello', 'text/plain');
    expect(await store.exists('documents/b.txt')).toBe(true);
    await store.remove('documents/b.txt');
    expect(await store.exists('documents/b.txt')).toBe(false);
    await expect(store.get('documents/b.txt')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });
});
