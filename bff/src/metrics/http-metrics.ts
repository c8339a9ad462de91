/**
 * Times every HTTP request for the latency histogram. The route label is the matched route pattern
 * (`/api/documents/:id`), never the raw URL: ids in paths would create a series per document.
 * A Fastify hook for every request, registered by createApp before the routes.
 */
import { observeHttp } from '@lexmitra/platform';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../spa/api-paths';

/** Requests no API route matched (static files, the SPA's page, 404s) share one label. */
export const UNMATCHED_ROUTE = 'unmatched';

export function httpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    // Each file of the built app is a route of its own (spa.ts); they share the label of the page.
    const pattern = req.routeOptions.url;
    const route = pattern && isApiPath(pattern) ? pattern : UNMATCHED_ROUTE;
    observeHttp(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
