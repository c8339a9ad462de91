/**
 * Object storage over any S3 API (MinIO locally and in compose). Bodies are streamed in and out;
 * nothing here holds a whole file in memory.
 */
import * as Minio from 'minio';
import { Readable } from 'node:stream';
import { streamUpload, StreamUploadOptions, StreamUploadResult } from './stream-upload';

export interface ObjectStoreOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** Key prefixes, one per kind of object, so lifecycle rules and audits can target each. */
export const OBJECT_PREFIXES = {
  documents: 'documents/',
  templates: 'templates/',
  diary: 'diary/',
  jobs: 'jobs/',
  /** "Export my data" ZIPs, removed by a lifecycle rule after EXPORT_RETENTION_DAYS. */
  exports: 'exports/',
} as const;

/** Extracted texts cached by content (SHA-256), shared by every upload of the same bytes. */
export const EXTRACTION_CACHE_PREFIX = `${OBJECT_PREFIXES.jobs}extracts/`;
export const extractionCacheKey = (sha256: string) => `${EXTRACTION_CACHE_PREFIX}${sha256}.json`;

/** Key of an uploaded library document; the id is random, so keys never collide or reveal names. */
export const documentObjectKey = (uniqueID: string) => `${OBJECT_PREFIXES.documents}${uniqueID}`;

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`object ${key} does not exist`);
  }
}

export class ObjectStore {
  readonly client: Minio.Client;
  readonly bucket: string;
  private readonly region: string;
  private bucketReady = false;

  constructor(opts: ObjectStoreOptions) {
    const url = new URL(opts.endpoint);
    this.client = new Minio.Client({
      endPoint: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      useSSL: url.protocol === 'https:',
      accessKey: opts.accessKey,
      secretKey: opts.secretKey,
      region: opts.region ?? 'us-east-1',
      pathStyle: true,
    });
    this.bucket = opts.bucket;
    this.region = opts.region ?? 'us-east-1';
  }

  /** Creates the bucket when missing; safe to call from many processes at once. */
  async ensureBucket(): Promise<void> {
    if (this.bucketReady) return;
    const exists = await this.client.bucketExists(this.bucket);
    if (!exists) {
      try {
        await this.client.makeBucket(this.bucket, this.region);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw err;
      }
    }
    this.bucketReady = true;
  }

  /** Answers true when the store is reachable and the bucket can be listed. */
  async ping(): Promise<void> {
    await this.client.bucketExists(this.bucket);
  }

  async put(key: string, body: Readable | Buffer | string, contentType: string, size?: number): Promise<{ etag: string }> {
    await this.ensureBucket();
    const info = await this.client.putObject(this.bucket, key, body, size, { 'Content-Type': contentType });
    return { etag: info.etag };
  }

  /**
   * Streams a body of unknown length in with bounded memory and returns its size and SHA-256;
   * on failure nothing is left in the bucket (see stream-upload.ts).
   */
  async putStream(key: string, body: Readable | AsyncIterable<Buffer>, contentType: string, opts?: StreamUploadOptions): Promise<StreamUploadResult> {
    await this.ensureBucket();
    return streamUpload(this.client, this.bucket, key, body, contentType, opts);
  }

  async get(key: string): Promise<Readable> {
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (err) {
      if (isNotFound(err)) throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  async getBuffer(key: string): Promise<Buffer> {
    const stream = await this.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<StoredObjectInfo> {
    try {
      const s = await this.client.statObject(this.bucket, key);
      return { size: s.size, etag: s.etag, lastModified: s.lastModified, contentType: String(s.metaData?.['content-type'] ?? 'application/octet-stream') };
    } catch (err) {
      if (isNotFound(err)) throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.stat(key);
      return true;
    } catch (err) {
      if (err instanceof ObjectNotFoundError) return false;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }
}

function isNotFound(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
}
