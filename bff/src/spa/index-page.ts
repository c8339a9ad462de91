/**
 * index.html held in memory with its compressed forms, made once at start-up: every client route
 * answers with it, so it is worth neither a disk read nor a compression per request.
 */
import accepts from 'accepts';
import type { FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fs from 'node:fs';
import zlib from 'node:zlib';

/** Below this a compressed copy saves less than its header and the client's time to inflate it. */
export const COMPRESS_MIN_BYTES = 1024;

export interface IndexPage {
  send(req: IncomingMessage, reply: FastifyReply): void;
}

export function loadIndexPage(file: string): IndexPage {
  const identity: Buffer = fs.readFileSync(file);
  const variants: { encoding: 'br' | 'gzip'; body: Buffer }[] = [];
  if (identity.length >= COMPRESS_MIN_BYTES) {
    // Build-time copies when the build made them (vite-plugin-compression2), else made here once.
    const read = (suffix: string, make: () => Buffer) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : make());
    variants.push({ encoding: 'br', body: read('.br', () => zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })) });
    variants.push({ encoding: 'gzip', body: read('.gz', () => zlib.gzipSync(identity, { level: 9 })) });
  }
  return {
    send(req, reply) {
      // The page names the current hashed assets, so it is revalidated on every visit.
      void reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      let body: Buffer = identity;
      if (variants.length) {
        void reply.header('Vary', 'Accept-Encoding');
        // Browsers list gzip first at equal weight; the smaller brotli copy is preferred whenever accepted.
        const accepted = accepts(req).encodings();
        const variant = variants.find((v) => accepted.includes(v.encoding) || accepted.includes('*'));
        if (variant) {
          void reply.header('Content-Encoding', variant.encoding);
          body = variant.body;
        }
      }
      // Fastify sends no body for HEAD and keeps the Content-Length of the GET.
      void reply.send(body);
    },
  };
}
