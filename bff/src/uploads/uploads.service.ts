/**
 * The one way a file enters or leaves the BFF. `receive` streams a multipart upload into object
 * storage (type by magic bytes, size limit while streaming, SHA-256 on the way) and turns every
 * refusal into its 4xx and a storage failure into 503; `send` streams a stored file back with one
 * Content-Disposition rule. The documents library, diary attachments and Document AI all use it.
 */
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_KINDS, DOCUMENT_TEXT, DocumentKind, ErrorCodes } from '@lexmitra/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiException, badRequest, dependencyDown } from '../common/api-error';
import { StorageService } from '../infra/storage.service';
import type { UploadKind } from './file-kind';
import { contentDisposition, uploadName, writeDownloadHead } from './file-name';
import { receiveUpload, RejectReason, UploadRejected } from './upload-receiver';

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** What the caller is told for each refusal, in the words of the screen it came from. */
export interface UploadTexts {
  tooLarge: (maxBytes: number) => string;
  unsupported: string;
  empty: string;
  noFile: string;
  malformed: string;
}

export const DOCUMENT_UPLOAD_TEXTS: UploadTexts = {
  tooLarge: DOCUMENT_TEXT.tooLarge,
  unsupported: DOCUMENT_TEXT.unsupportedType,
  empty: DOCUMENT_TEXT.emptyFile,
  noFile: DOCUMENT_TEXT.noFile,
  malformed: 'The upload could not be read. Send the file as multipart/form-data in a field named "file".',
};

export interface ReceiveOptions<K extends UploadKind = DocumentKind> {
  objectKey: string;
  maxBytes: number;
  texts: UploadTexts;
  /** Kinds accepted (default: the library's PDF, DOC and DOCX); others are refused as unsupported. */
  kinds?: readonly K[];
  /** Names the upload in the log line of a storage failure. */
  label: string;
}

export interface StoredUpload<K extends UploadKind = DocumentKind> {
  /** The other multipart fields (first value of each). */
  fields: Record<string, string>;
  objectKey: string;
  /** The name as sent, and as we keep and show it. */
  fileName: string;
  name: string;
  kind: K;
  contentType: string;
  size: number;
  sha256: string;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
  name: string;
}

@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(private readonly storage: StorageService) {}

  async receive<K extends UploadKind = DocumentKind>(req: IncomingMessage, opts: ReceiveOptions<K>): Promise<StoredUpload<K>> {
    const kinds: readonly UploadKind[] = opts.kinds ?? DOCUMENT_KINDS;
    // Far over the limit by its own declaration: refused before a byte is stored.
    if (Number(req.headers['content-length']) > opts.maxBytes + MULTIPART_OVERHEAD) {
      req.resume(); // read and drop the body so the client gets this answer, not a reset
      throw this.rejection('tooLarge', opts);
    }
    try {
      const parsed = await receiveUpload(req, {
        maxBytes: opts.maxBytes,
        store: async (body: Readable, detected) => {
          if (!kinds.includes(detected.kind)) {
            body.destroy();
            throw new UploadRejected('unsupported');
          }
          return this.storage.putStream(opts.objectKey, body, detected.contentType);
        },
      });
      if (!parsed.file) throw badRequest(opts.texts.noFile);
      const file = await parsed.file;
      const { kind, contentType } = file.detected;
      return {
        fields: parsed.fields, objectKey: opts.objectKey, fileName: file.fileName, name: uploadName(file.fileName, kind),
        // Checked against `kinds` before a byte was stored.
        kind: kind as K, contentType, size: file.stored.size, sha256: file.stored.sha256,
      };
    } catch (err) {
      if (err instanceof UploadRejected) throw this.rejection(err.reason, opts);
      if (err instanceof ApiException) throw err;
      // MinIO refused or was unreachable: nothing was recorded, and a partial upload was aborted.
      this.logger.error(`${opts.label} ${opts.objectKey} not stored: ${(err as Error).message}`);
      throw dependencyDown('Document storage');
    }
  }

  /** Streams a stored file as the answer; private to the caller, never cached. */
  async send(res: ServerResponse, file: StoredFile, opts: { disposition?: 'inline' | 'attachment'; headers?: Record<string, string>; label: string }): Promise<void> {
    writeDownloadHead(res, { contentType: file.contentType, size: file.size, disposition: contentDisposition(opts.disposition ?? 'inline', file.name) });
    for (const [k, v] of Object.entries(opts.headers ?? {})) res.setHeader(k, v);
    try {
      await pipeline(file.body, res);
    } catch (err) {
      // Headers are gone; cutting the connection tells the client the body is incomplete.
      this.logger.warn(`${opts.label} stream interrupted: ${(err as Error).message}`);
      res.destroy();
    }
  }

  private rejection(reason: RejectReason, opts: ReceiveOptions<UploadKind>): ApiException {
    switch (reason) {
      case 'tooLarge': return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.PAYLOAD_TOO_LARGE, opts.texts.tooLarge(opts.maxBytes));
      case 'unsupported': return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, ErrorCodes.UNSUPPORTED_MEDIA_TYPE, opts.texts.unsupported);
      case 'empty': return badRequest(opts.texts.empty);
      default: return badRequest(opts.texts.malformed);
    }
  }
}
