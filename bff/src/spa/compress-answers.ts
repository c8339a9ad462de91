/**
 * API answers over 1 KB go out compressed (brotli or gzip) when the client accepts it. Static files
 * never pass here: they are compressed at build time and served as stored (spa.ts). Requests
 * without Accept-Encoding (load generators, server-to-server calls) skip the middleware entirely,
 * so they pay nothing for it.
 */
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { COMPRESS_MIN_BYTES } from './index-page';
import { isApiPath } from './api-paths';

const compress = compression({
  threshold: COMPRESS_MIN_BYTES,
  // Event streams (job progress) must reach the browser event by event, not in compressed blocks.
  filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});

export function compressAnswers(req: Request, res: Response, next: NextFunction): void {
  if (!req.headers['accept-encoding'] || !isApiPath(req.path)) return next();
  compress(req, res, next);
}
