/**
 * Times every HTTP request for the latency histogram. The route label is the matched route pattern
 * (`/api/documents/:id`), never the raw URL: ids in paths would create a series per document.
 * A plain Express middleware mounted first by createApp (Nest's route-matched middleware cost a
 * path match per request for a middleware that wants every request anyway).
 */
import { observeHttp } from '@lexmitra/platform';
import type { NextFunction, Request, Response } from 'express';

/** Requests no API route matched (static files, the SPA, 404s) share one label. */
export const UNMATCHED_ROUTE = 'unmatched';

export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    // Express sets req.route when a route handler matched; it is still there when the response ends.
    const pattern = (req.route as { path?: unknown } | undefined)?.path;
    const route = typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : UNMATCHED_ROUTE;
    observeHttp(req.method, route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
}
