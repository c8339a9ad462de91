/**
 * Reads a multipart upload as a stream: the file part flows through a HeadInspector (which holds
 * back only the first SNIFF_BYTES to decide the type) straight into object storage, so a file is
 * never held whole in memory. Every outcome waits until the whole request has been read, so the
 * client always gets our answer rather than a reset connection.
 */
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { Readable, Transform, TransformCallback } from 'node:stream';
import { DetectedKind, detectKind, SNIFF_BYTES } from './file-kind';

export type RejectReason = 'tooLarge' | 'unsupported' | 'empty' | 'malformed';

export class UploadRejected extends Error {
  constructor(readonly reason: RejectReason) {
    super(`upload rejected: ${reason}`);
  }
}

/** Passes bytes through once the first SNIFF_BYTES (or the whole, shorter file) show an accepted type. */
export class HeadInspector extends Transform {
  detected?: DetectedKind;
  private head: Buffer[] = [];
  private headBytes = 0;
  private total = 0;

  constructor(private readonly fileName: string, private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.maxBytes) return cb(new UploadRejected('tooLarge'));
    if (this.detected) return cb(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= SNIFF_BYTES) return this.decide(cb);
    cb();
  }

  override _flush(cb: TransformCallback): void {
    if (this.detected) return cb();
    if (this.headBytes === 0) return cb(new UploadRejected('empty'));
    this.decide(cb);
  }

  private decide(cb: TransformCallback): void {
    const head = Buffer.concat(this.head, this.headBytes);
    this.head = [];
    const detected = detectKind(head, this.fileName);
    if (!detected) return cb(new UploadRejected('unsupported'));
    this.detected = detected;
    this.emit('decided', detected);
    cb(null, head);
  }
}

export interface ReceivedFile<T> {
  fileName: string;
  detected: DetectedKind;
  stored: T;
}

export interface ReceivedUpload<T> {
  fields: Record<string, string>;
  /** Settles with the stored file or the reason it was refused; undefined when no `file` part came. */
  file?: Promise<ReceivedFile<T>>;
}

/** Drains what is left of the request, so an early answer still reaches the client. */
function drain(req: IncomingMessage): void {
  req.unpipe();
  req.resume();
}

export function receiveUpload<T>(
  req: IncomingMessage,
  opts: { maxBytes: number; store: (body: Readable, detected: DetectedKind) => Promise<T> },
): Promise<ReceivedUpload<T>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy reports 'limit' on reaching fileSize, so a file of exactly maxBytes needs one more.
      // Browsers send a file name as raw UTF-8 in filename="…"; busboy would read it as latin1
      // ("हिन्दी.pdf" became "à¤¹…"), so its default charset for parameters is set to UTF-8.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: opts.maxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 20 } });
    } catch {
      drain(req);
      return reject(new UploadRejected('malformed'));
    }
    const fields: Record<string, string> = {};
    let file: Promise<ReceivedFile<T>> | undefined;

    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) return void stream.resume();
      const fileName = info.filename ?? '';
      const inspector = new HeadInspector(fileName, opts.maxBytes);
      // busboy stops at the limit and ends the part; the store must fail, not keep a truncated file.
      stream.on('limit', () => inspector.destroy(new UploadRejected('tooLarge')));
      // The error reaches the store through its read of the inspector (a destroyed stream rethrows
      // its error to a late reader); this listener only keeps it from being an unhandled 'error'
      // while the store is still connecting.
      inspector.on('error', () => undefined);
      // Whatever ends the inspector early (refusal, storage failure), the rest is read and dropped.
      inspector.on('close', () => {
        stream.unpipe(inspector);
        stream.resume();
      });
      stream.pipe(inspector);
      file = (async () => {
        const [detected] = (await once(inspector, 'decided')) as [DetectedKind];
        return { fileName, detected, stored: await opts.store(inspector, detected) };
      })();
      // Awaited by the caller once the request is read; until then a rejection is not "unhandled".
      file.catch(() => undefined);
    });
    parser.on('error', () => {
      drain(req);
      reject(new UploadRejected('malformed'));
    });
    parser.on('close', () => resolve({ fields, file }));
    req.pipe(parser);
  });
}
