import { ConfigError, loadConfig } from './config';

const base = {
  MONGO_URL: 'mongodb://127.0.0.1:27017/lexmitra',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'a',
  S3_SECRET_KEY: 'b',
};

describe('loadConfig', () => {
  it('applies defaults for optional values', () => {
    const config = loadConfig(base);
    expect(config.PORT).toBe(8080);
    expect(config.S3_BUCKET).toBe('lexmitra');
    expect(config.UPLOAD_MAX_BYTES).toBe(25 * 1024 * 1024);
  });

  it('lists every invalid or missing variable at once', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', REDIS_URL: 'http://x', S3_ACCESS_KEY: undefined })).toThrow(ConfigError);
    try {
      loadConfig({ ...base, PORT: 'eighty', REDIS_URL: 'http://x', S3_ACCESS_KEY: undefined });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REDIS_URL: must be a redis:// URL');
      expect(message).toContain('S3_ACCESS_KEY');
    }
  });
});
