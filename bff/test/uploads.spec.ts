/**
 * The uploads module on its own, with real MinIO (dev stack): a plain HTTP server hands each
 * request to UploadsService.receive or .send, as the documents, diary and Document AI routes do.
 */
import { ErrorCodes } from '@lexmitra/contracts';
import http from 'node:http';
import request from 'supertest';
import { ApiException } from '../src/common/api-error';
import { StorageService } from '../src/infra/storage.service';
import { contentDisposition } from '../src/uploads/file-name';
import { DOCUMENT_UPLOAD_TEXTS, MULTIPART_OVERHEAD, ReceiveOptions, UploadsService } from '../src/uploads/uploads.service';
import { closedPort, docx, pdf, sha256 } from './documents-fixtures';
import { testConfig } from './helpers';

const MAX = 50_000;

/** A server answering each request with what `receive` stored, or the {status, body} of its refusal. */
function receiver(uploads: UploadsService, opts: Partial<ReceiveOptions> = {}) {
  let n = 0;
  return http.createServer((req, res) => {
    const objectKey = `jobs/uploads-spec/${process.pid}-${++n}`;
    uploads.receive(req, { objectKey, maxBytes: MAX, texts: DOCUMENT_UPLOAD_TEXTS, label: 'spec upload', ...opts }).then(
      (stored) => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(stored)),
      (err) => {
        const status = err instanceof ApiException ? err.getStatus() : 500;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(err instanceof ApiException ? err.getResponse() : { error: String(err) }));
      },
    );
  });
}

describe('UploadsService.receive', () => {
  const config = testConfig();
  const storage = new StorageService(config);
  const uploads = new UploadsService(storage);

  it('streams the file into storage and reports its fields, cleaned name, kind, size and SHA-256', async () => {
    const bytes = pdf(20_000);
    const res = await request(receiver(uploads)).post('/').field('email', 'asha@example.in').attach('file', bytes, 'C:\\files\\Notice final.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fields: { email: 'asha@example.in' }, name: 'Notice final.pdf', kind: 'pdf', contentType: 'application/pdf', size: bytes.length, sha256: sha256(bytes) });
    expect(await storage.getBuffer(res.body.objectKey)).toEqual(bytes);
    await storage.remove(res.body.objectKey);
  });

  it('reads a file name sent as raw UTF-8 ("हिन्दी.pdf", as browsers send it) and drops bidi controls', async () => {
    const server = receiver(uploads);
    const names: [string, string][] = [
      ['हिन्दी.pdf', 'हिन्दी.pdf'],
      // A right-to-left override would show "report\u202Efdp.exe" as "reportexe.pdf".
      ['report\u202Efdp.exe.pdf', 'reportfdp.exe.pdf'],
      ['\u200Fقانون\u2066 \u061Cنوٹس\u2069\u200E.pdf', 'قانون نوٹس.pdf'],
      // Decomposed input (NFD) is kept composed, as typed elsewhere: क + ़ is stored as क़.
      ['\u0915\u093c\u093e\u0928\u0942\u0928.pdf', '\u0958\u093e\u0928\u0942\u0928.pdf'.normalize('NFC')],
    ];
    for (const [sent, kept] of names) {
      const res = await request(server).post('/').attach('file', pdf(2_000), sent);
      expect(res.status).toBe(201);
      expect(res.body.name).toBe(kept);
      expect(res.body.name).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
      await storage.remove(res.body.objectKey);
    }
  });

  it('answers each refusal with its status and the texts it was given', async () => {
    const server = receiver(uploads);
    const over = await request(server).post('/').attach('file', pdf(MAX + 1), 'over.pdf');
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: DOCUMENT_UPLOAD_TEXTS.tooLarge(MAX), code: ErrorCodes.PAYLOAD_TOO_LARGE });
    // Declared far over the limit: refused from Content-Length alone.
    const declared = await request(server).post('/').attach('file', pdf(MAX + MULTIPART_OVERHEAD + 10), 'far.pdf');
    expect(declared.status).toBe(413);
    const gif = await request(server).post('/').attach('file', Buffer.from('GIF89a not a document'), 'x.pdf');
    expect(gif.body).toEqual({ error: DOCUMENT_UPLOAD_TEXTS.unsupported, code: ErrorCodes.UNSUPPORTED_MEDIA_TYPE });
    const empty = await request(server).post('/').attach('file', Buffer.alloc(0), 'empty.pdf');
    expect(empty.body).toEqual({ error: DOCUMENT_UPLOAD_TEXTS.empty, code: ErrorCodes.BAD_REQUEST });
    const noFile = await request(server).post('/').field('email', 'asha@example.in');
    expect(noFile.body).toEqual({ error: DOCUMENT_UPLOAD_TEXTS.noFile, code: ErrorCodes.BAD_REQUEST });
    const notMultipart = await request(server).post('/').set('content-type', 'application/json').send('{}');
    expect(notMultipart.body).toEqual({ error: DOCUMENT_UPLOAD_TEXTS.malformed, code: ErrorCodes.BAD_REQUEST });
  });

  it('refuses kinds outside the accepted list as unsupported, storing nothing', async () => {
    const objectKey = `jobs/uploads-spec/${process.pid}-pdf-only`;
    const server = http.createServer((req, res) =>
      uploads.receive(req, { objectKey, maxBytes: MAX, texts: DOCUMENT_UPLOAD_TEXTS, kinds: ['pdf'], label: 'spec' }).then(
        () => res.writeHead(201).end(),
        (err: ApiException) => res.writeHead(err.getStatus()).end(),
      ),
    );
    expect((await request(server).post('/').attach('file', docx(), 'brief.docx')).status).toBe(415);
    expect(await storage.exists(objectKey)).toBe(false);
  });

  it('answers 503 DEPENDENCY_DOWN with Retry-After when storage cannot be reached', async () => {
    const down = new UploadsService(new StorageService({ ...config, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` }));
    const server = http.createServer((req, res) =>
      down.receive(req, { objectKey: 'jobs/uploads-spec/down', maxBytes: MAX, texts: DOCUMENT_UPLOAD_TEXTS, label: 'spec' }).catch((err: ApiException) =>
        res.writeHead(err.getStatus(), err.headers).end(JSON.stringify(err.getResponse())),
      ),
    );
    const res = await request(server).post('/').attach('file', pdf(5000), 'a.pdf');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.parse(res.text).code).toBe(ErrorCodes.DEPENDENCY_DOWN);
  });
});

describe('UploadsService.send and Content-Disposition', () => {
  const storage = new StorageService(testConfig());
  const uploads = new UploadsService(storage);

  it('streams a stored file with its type, length, no-store caching and the exact UTF-8 name', async () => {
    const bytes = pdf(8000);
    const key = `jobs/uploads-spec/${process.pid}-send`;
    await storage.put(key, bytes, 'application/pdf', bytes.length);
    const name = "शपथ पत्र (Asha's copy).pdf";
    const server = http.createServer(async (_req, res) => {
      await uploads.send(res, { body: await storage.get(key), contentType: 'application/pdf', size: bytes.length, name }, {
        disposition: 'attachment', headers: { 'X-Document-Sha256': sha256(bytes) }, label: 'spec',
      });
    });
    const res = await request(server).get('/').buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => cb(null, Buffer.concat(chunks)));
    });
    await storage.remove(key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(bytes);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-document-sha256']).toBe(sha256(bytes));
    const disposition = res.headers['content-disposition'];
    expect(disposition).toBe(`attachment; filename="___ ____ (Asha's copy).pdf"; filename*=UTF-8''${encodeURIComponent('शपथ पत्र')}%20%28Asha%27s%20copy%29.pdf`);
    // What a browser does with filename*: the exact name comes back.
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toBe(name);
  });

  it('writes a plain name bare only when asked, and neutralises quotes and backslashes in the fallback', () => {
    expect(contentDisposition('attachment', 'notice.pdf', { bareToken: true })).toBe('attachment; filename=notice.pdf');
    expect(contentDisposition('inline', 'notice.pdf')).toBe(`inline; filename="notice.pdf"; filename*=UTF-8''notice.pdf`);
    expect(contentDisposition('inline', 'a"b\\c.pdf')).toBe(`inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
    expect(contentDisposition('attachment', 'नोटिस.pdf', { bareToken: true })).toMatch(/^attachment; filename="_+\.pdf"; filename\*=UTF-8''%E0/);
  });
});
