import { redisOptions } from './redis';

describe('redisOptions', () => {
  it('reads host, port, password and database from the URL', () => {
    const o = redisOptions('redis://:s%40cret@cache.internal:6380/3');
    expect(o).toMatchObject({ host: 'cache.internal', port: 6380, password: 's@cret', db: 3, maxRetriesPerRequest: null });
    expect(o.tls).toBeUndefined();
  });

  it('turns on TLS for rediss://', () => {
    expect(redisOptions('rediss://example.com').tls).toEqual({});
    expect(redisOptions('rediss://example.com').port).toBe(6379);
  });
});
