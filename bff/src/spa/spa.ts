/**
 * How the BFF delivers to browsers: API answers compressed where it pays (compress-answers.ts), and
 * the built React app from the BFF's origin. Unknown GET paths that want HTML fall back to
 * index.html so client-side routes (/dashboard/query, /adv.diary, ...) load on refresh; API paths
 * never do, so a mistyped API call is a JSON 404, not a page.
 *
 * Static files are sent as the build stored them: its brotli or gzip copy when the client accepts
 * one (no compression per request), with the right Content-Type and Vary. Hashed files under
 * /assets/ never change under their name, so browsers and proxies may keep them for a year.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { isApiPath } from './api-paths';
import { compressAnswers } from './compress-answers';
import { loadIndexPage } from './index-page';

export { isApiPath };

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (the legal PDFs, the favicon) may change under their name: an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

export function defaultFrontendDist(): string {
  return path.resolve(__dirname, '../../../frontend/dist');
}

/** Mounted before Nest's routes (they are added at init), so the compression wraps every API answer. */
export function mountSpa(app: NestExpressApplication, distDir: string): boolean {
  app.use(compressAnswers);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const page = loadIndexPage(indexFile);
  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', file.startsWith(path.join(distDir, 'assets') + path.sep) ? IMMUTABLE : SHORT_LIVED);
      },
    },
  });
  // API paths never touch the disk: looking every GET /api/... up as a file cost a stat per request.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : assets(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || !req.accepts('html')) return next();
    page.send(req, res);
  });
  return true;
}
