import { AiWorkerConfigSchema, BffConfigSchema, CONFIG_KEYS, ConvertWorkerConfigSchema, SearchServiceConfigSchema } from './apps';
import { ConfigError, loadConfig } from './load';

const base = {
  MONGO_URL: 'mongodb://127.0.0.1:27017/lexmitra',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'a',
  S3_SECRET_KEY: 'b',
};

describe('loadConfig', () => {
  it('applies defaults for optional values', () => {
    const config = loadConfig(BffConfigSchema, base);
    expect(config.PORT).toBe(8080);
    expect(config.S3_BUCKET).toBe('lexmitra');
    expect(config.UPLOAD_MAX_BYTES).toBe(25 * 1024 * 1024);
  });

  it('lists every invalid or missing variable at once', () => {
    expect(() => loadConfig(BffConfigSchema, { ...base, PORT: 'eighty', REDIS_URL: 'http://x', S3_ACCESS_KEY: undefined })).toThrow(ConfigError);
    try {
      loadConfig(BffConfigSchema, { ...base, PORT: 'eighty', REDIS_URL: 'http://x', S3_ACCESS_KEY: undefined });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REDIS_URL: must be a redis:// URL');
      expect(message).toContain('S3_ACCESS_KEY');
    }
  });
});

describe('per-app configuration slices', () => {
  it('starts convert-worker with Redis alone: no MONGO_URL, no S3 keys', () => {
    const config = loadConfig(ConvertWorkerConfigSchema, { REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', BULLMQ_PREFIX: 'bull', WORKER_CONCURRENCY: 2, METRICS_PORT: 9464, SHUTDOWN_GRACE_MS: 25_000 });
    expect(Object.keys(config)).not.toEqual(expect.arrayContaining(['MONGO_URL']));
    // Variables of other apps (one shared ConfigMap) are ignored, not refused.
    expect(loadConfig(ConvertWorkerConfigSchema, { ...base, PORT: 'not used here' })).not.toHaveProperty('MONGO_URL');
  });

  it('asks each app for what it uses', () => {
    const missing = (schema: Parameters<typeof loadConfig>[0]) => {
      try {
        loadConfig(schema, {});
        return [];
      } catch (err) {
        return (err as ConfigError).problems.map((p) => p.split(':')[0]).sort();
      }
    };
    expect(missing(ConvertWorkerConfigSchema)).toEqual(['REDIS_URL']);
    expect(missing(SearchServiceConfigSchema)).toEqual(['MONGO_URL', 'REDIS_URL']);
    // The OpenSearch engine needs its cluster; the embedded default needs nothing more.
    const search = { MONGO_URL: 'mongodb://x/db', REDIS_URL: 'redis://x' };
    expect(loadConfig(SearchServiceConfigSchema, search).SEARCH_ENGINE).toBe('memory');
    expect(() => loadConfig(SearchServiceConfigSchema, { ...search, SEARCH_ENGINE: 'opensearch' })).toThrow(/OPENSEARCH_URL/);
    expect(loadConfig(SearchServiceConfigSchema, { ...search, SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: 'http://127.0.0.1:9200', OPENSEARCH_SHARDS: '3' }).OPENSEARCH_SHARDS).toBe(3);
    expect(missing(AiWorkerConfigSchema)).toEqual(['MONGO_URL', 'REDIS_URL', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY']);
    expect(missing(BffConfigSchema)).toEqual(['MONGO_URL', 'REDIS_URL', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY']);
  });

  it('validates SHUTDOWN_GRACE_MS and the calendar feed limit, and lists every key of every app', () => {
    expect(loadConfig(ConvertWorkerConfigSchema, { REDIS_URL: 'redis://x', SHUTDOWN_GRACE_MS: '5000' }).SHUTDOWN_GRACE_MS).toBe(5000);
    expect(() => loadConfig(ConvertWorkerConfigSchema, { REDIS_URL: 'redis://x', SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(loadConfig(BffConfigSchema, base).CALENDAR_FEED_RATE_LIMIT_PER_MINUTE).toBe(120);
    expect(CONFIG_KEYS).toEqual(expect.arrayContaining(['SHUTDOWN_GRACE_MS', 'PORT', 'OPENAI_MODEL', 'SEARCH_RECONCILE_MS', 'WORKER_LOCK_MS', 'CALENDAR_FEED_RATE_LIMIT_PER_MINUTE']));
    expect(new Set(CONFIG_KEYS).size).toBe(CONFIG_KEYS.length);
  });
});

describe('production requirements of the BFF', () => {
  const problems = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(BffConfigSchema, env);
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('refuses NODE_ENV=production without METRICS_TOKEN or PUBLIC_URL, naming both', () => {
    const listed = problems({ ...base, NODE_ENV: 'production' });
    expect(listed.map((p) => p.split(':')[0]).sort()).toEqual(['MAIL_LINK_SECRET', 'METRICS_TOKEN', 'PUBLIC_URL']);
    expect(listed.join('\n')).toContain('required when NODE_ENV=production');
    // An empty value (a blank Secret key) is "not set", not a token.
    expect(problems({ ...base, NODE_ENV: 'production', METRICS_TOKEN: '', PUBLIC_URL: 'https://lexmitra.example.in', MAIL_LINK_SECRET: 'm'.repeat(40) }).map((p) => p.split(':')[0])).toEqual(['METRICS_TOKEN']);
  });

  it('starts in production with both, and in development with neither', () => {
    expect(problems({ ...base, NODE_ENV: 'production', METRICS_TOKEN: 'a'.repeat(32), PUBLIC_URL: 'https://lexmitra.example.in', MAIL_LINK_SECRET: 'm'.repeat(40) })).toEqual([]);
    expect(loadConfig(BffConfigSchema, base)).toMatchObject({ NODE_ENV: 'development', API_DOCS: 'on' });
    expect(loadConfig(BffConfigSchema, { ...base, API_DOCS: 'off' }).API_DOCS).toBe('off');
    expect(problems({ ...base, API_DOCS: 'maybe' }).map((p) => p.split(':')[0])).toEqual(['API_DOCS']);
  });

  it('binds worker metrics to loopback unless METRICS_HOST names another address', () => {
    expect(loadConfig(ConvertWorkerConfigSchema, { REDIS_URL: 'redis://x' }).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig(ConvertWorkerConfigSchema, { REDIS_URL: 'redis://x', METRICS_HOST: '10.1.2.3' }).METRICS_HOST).toBe('10.1.2.3');
    expect(CONFIG_KEYS).toEqual(expect.arrayContaining(['METRICS_HOST', 'API_DOCS', 'METRICS_TOKEN', 'PUBLIC_URL']));
  });
});
