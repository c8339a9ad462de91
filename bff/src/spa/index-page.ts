/**
 * index.html held in memory with its compressed forms, made once at start-up: every client route
 * answers with it, so it is worth neither a disk read nor a compression per request.
 */
import type { Request, Response } from 'express';
import fs from 'node:fs';
import zlib from 'node:zlib';

/** Below this a compressed copy saves less than its header and the client's time to inflate it. */
export const COMPRESS_MIN_BYTES = 1024;

export interface IndexPage {
  send(req: Request, res: Response): void;
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
    send(req, res) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // The page names the current hashed assets, so it is revalidated on every visit.
      res.setHeader('Cache-Control', 'no-cache');
      let body: Buffer = identity;
      if (variants.length) {
        res.setHeader('Vary', 'Accept-Encoding');
        // Browsers list gzip first at equal weight; the smaller brotli copy is preferred whenever accepted.
        const accepted = req.acceptsEncodings();
        const variant = variants.find((v) => accepted.includes(v.encoding) || accepted.includes('*'));
        if (variant) {
          res.setHeader('Content-Encoding', variant.encoding);
          body = variant.body;
        }
      }
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
