/**
 * Integration tests call this first: it fails loudly (never skips) when no dev stack is reachable.
 */
export function requireStack(): { mongoUrl: string; redisUrl: string; s3Endpoint: string } {
  const mongoUrl = process.env.MONGO_URL;
  const redisUrl = process.env.REDIS_URL;
  const s3Endpoint = process.env.S3_ENDPOINT;
  if (!mongoUrl || !redisUrl || !s3Endpoint) {
    throw new Error(
      'Integration tests need the dev stack: run `npm run stack:up` (or `npm test`), or set MONGO_URL, REDIS_URL and S3_ENDPOINT.',
    );
  }
  return { mongoUrl, redisUrl, s3Endpoint };
}

/** OpenSearch tests call this: the test stack (`npm test`) starts a node; a dev stack does with --opensearch. */
export function requireOpenSearch(): string {
  const url = process.env.OPENSEARCH_URL;
  if (!url) {
    throw new Error('OpenSearch tests need a node: run `npm run stack:up -- --opensearch` (or `npm test`), or set OPENSEARCH_URL.');
  }
  return url;
}
