/**
 * API answers over 1 KB go out compressed (brotli or gzip) when the client accepts it. Static files
 * and the page are not compressed here: they are compressed at build time and sent as stored
 * (spa.ts, index-page.ts). Requests without Accept-Encoding (load generators, server-to-server
 * calls) are sent as they are. Event streams are written straight to the socket (jobs.controller.ts),
 * so they reach the browser event by event.
 */
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import zlib from 'node:zlib';
import { isApiPath } from './api-paths';
import { COMPRESS_MIN_BYTES } from './index-page';

export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  // Before the plugin's own onRoute hook: the routes of files and of the page opt out.
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    // Answers are made per request, so their compression is paid per request: brotli at quality 1
    // costs 0.10 ms of CPU for a 5 KB page of search results where quality 4 costs 0.24 ms (a third
    // of the BFF's CPU for a search), and leaves 25% of the bytes instead of 21%.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    // Our clients never compress what they send; a compressed JSON body does not parse (400).
    globalDecompression: false,
  });
}
