/**
 * Streams a body of unknown length into an object with bounded memory.
 *
 * minio's putObject without a size would pick ~576 MB parts (5 TiB / 10000) and, for bodies below
 * one part, read the whole body into memory first. Here the body is cut into `partSize` parts and
 * at most `concurrency` parts are in flight, so memory stays near partSize × (concurrency + 1)
 * whatever the file size. A body that fits in one part is sent with one plain PUT. On any failure
 * (the body errors, MinIO refuses a part) the multipart upload is aborted, so no object and no
 * orphaned parts are left behind.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as Minio from 'minio';

export interface StreamUploadOptions {
  /** Bytes per part; S3 requires at least 5 MiB for every part but the last. */
  partSize?: number;
  /** Parts uploaded at the same time. */
  concurrency?: number;
}

export interface StreamUploadResult {
  etag: string;
  size: number;
  /** SHA-256 of the bytes as they were read, hex. */
  sha256: string;
}

export const MIN_PART_SIZE = 5 * 1024 * 1024;
export const DEFAULT_STREAM_PART_SIZE = 8 * 1024 * 1024;

export async function streamUpload(
  client: Minio.Client,
  bucket: string,
  key: string,
  body: Readable | AsyncIterable<Buffer>,
  contentType: string,
  opts: StreamUploadOptions = {},
): Promise<StreamUploadResult> {
  const partSize = Math.max(MIN_PART_SIZE, opts.partSize ?? DEFAULT_STREAM_PART_SIZE);
  const concurrency = Math.max(1, opts.concurrency ?? 2);
  const hash = createHash('sha256');
  let size = 0;
  // Each byte is copied once, into the part being filled; full parts are handed to MinIO as they are.
  let part: Buffer = Buffer.allocUnsafe(partSize);
  let filled = 0;
  let uploadId: string | undefined;
  const etags: { part: number; etag: string }[] = [];
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  let partNumber = 0;

  // Part buffers are reused once their upload has settled: a long body then allocates only
  // concurrency + 1 of them, instead of one per part left for the garbage collector (which let a
  // 500 MB export's RSS climb by ~70 MB between collections).
  const spare: Buffer[] = [];
  const sendPart = (payload: Buffer) => {
    const number = ++partNumber;
    const p = client
      .uploadPart({ bucketName: bucket, objectName: key, uploadID: uploadId!, partNumber: number, headers: { 'Content-Length': payload.length } }, payload)
      .then((res) => void etags.push({ part: number, etag: res.etag }))
      .catch((err) => void (failure ??= err))
      .finally(() => {
        inFlight.delete(p);
        if (payload.length === partSize) spare.push(payload);
      });
    inFlight.add(p);
  };

  try {
    for await (const chunk of body) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      hash.update(buf);
      size += buf.length;
      for (let offset = 0; offset < buf.length; ) {
        // A full part is sent only once more bytes follow, so a body of exactly one part is one PUT.
        if (filled === partSize) {
          uploadId ??= await client.initiateNewMultipartUpload(bucket, key, { 'Content-Type': contentType });
          // Back-pressure: stop reading the body while enough parts are on their way.
          while (inFlight.size >= concurrency) await Promise.race(inFlight);
          if (failure) throw failure;
          sendPart(part);
          part = spare.pop() ?? Buffer.allocUnsafe(partSize);
          filled = 0;
        }
        const n = Math.min(partSize - filled, buf.length - offset);
        buf.copy(part, filled, offset, offset + n);
        filled += n;
        offset += n;
      }
    }
    const last = part.subarray(0, filled);
    if (!uploadId) {
      const info = await client.putObject(bucket, key, last, last.length, { 'Content-Type': contentType });
      return { etag: info.etag, size, sha256: hash.digest('hex') };
    }
    if (last.length > 0) sendPart(last);
    await Promise.all(inFlight);
    if (failure) throw failure;
    etags.sort((a, b) => a.part - b.part);
    const done = await client.completeMultipartUpload(bucket, key, uploadId, etags);
    return { etag: done.etag, size, sha256: hash.digest('hex') };
  } catch (err) {
    await Promise.allSettled(inFlight);
    if (uploadId) await client.abortMultipartUpload(bucket, key, uploadId).catch(() => undefined);
    throw err;
  }
}
