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
