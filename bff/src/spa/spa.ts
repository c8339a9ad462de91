/**
 * Serves the built React app from the BFF's origin. Unknown GET paths that want HTML fall back to
 * index.html so client-side routes (/dashboard/query, /adv.diary, ...) load on refresh; API paths
 * never do, so a mistyped API call is a JSON 404, not a page.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const API_PREFIXES = ['/api/', '/api', '/chatbot', '/process_pdf', '/ask', '/admin/'];

export function defaultFrontendDist(): string {
  return path.resolve(__dirname, '../../../frontend/dist');
}

export function isApiPath(urlPath: string): boolean {
  return API_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(p.endsWith('/') ? p : `${p}/`) || urlPath.startsWith(`${p}?`));
}

export function mountSpa(app: NestExpressApplication, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = express.static(distDir, { index: false, maxAge: '1h', setHeaders: (res, file) => {
    // Hashed asset names can be cached for long; index.html must always be fresh.
    if (/\/assets\//.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } });
  // API paths never touch the disk: looking every GET /api/... up as a file cost a stat per request.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : assets(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
