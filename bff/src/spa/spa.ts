/**
 * How the BFF delivers to browsers: API answers compressed where it pays (compress-answers.ts), and
 * the built React app from the BFF's origin. Unknown GET paths that want HTML get index.html so
 * client-side routes (/dashboard/query, /adv.diary, ...) load on refresh; API paths never do, so a
 * mistyped API call is a JSON 404, not a page.
 *
 * Static files are sent as the build stored them: its brotli or gzip copy when the client accepts
 * one (no compression per request), with the right Content-Type and Vary. Hashed files under
 * /assets/ never change under their name, so browsers and proxies may keep them for a year.
 */
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import accepts from 'accepts';
import fs from 'node:fs';
import path from 'node:path';
import { isApiPath } from './api-paths';
import { compressAnswers } from './compress-answers';
import { loadIndexPage } from './index-page';

export { isApiPath };

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (the legal PDFs, the favicon) may change under their name: an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

// RFC 9239 names JavaScript text/javascript; the type table of @fastify/static (through @fastify/send)
// still says application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

export function defaultFrontendDist(): string {
  return path.resolve(__dirname, '../../../frontend/dist');
}

/** Registered before Nest's routes (they are added at init), so the compression covers every API answer. */
export async function mountSpa(app: NestFastifyApplication, distDir: string): Promise<boolean> {
  await compressAnswers(app);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const page = loadIndexPage(indexFile);
  const assets = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file of the build, found once at start-up: an API request never touches the disk.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Swagger UI's files (SwaggerModule) are served by another instance of this plugin.
    decorateReply: false,
    setHeaders: (reply, file) => void reply.header('Cache-Control', file.startsWith(assets) ? IMMUTABLE : SHORT_LIVED),
  });
  // Whatever no route or file matched: the page for a browser's navigation, else the API's JSON 404.
  app.getHttpAdapter().getInstance().get('/*', (req, reply) => {
    const urlPath = req.url.split('?', 1)[0];
    if (isApiPath(urlPath) || !accepts(req.raw).type('html')) throw new NotFoundException(`Cannot ${req.method} ${urlPath}`);
    page.send(req.raw, reply);
  });
  return true;
}
