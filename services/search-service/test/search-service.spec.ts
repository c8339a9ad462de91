import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { HealthPingResultSchema, MESSAGE_PATTERNS } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import path from 'node:path';
import { firstValueFrom, timeout } from 'rxjs';
import { requireStack } from '../../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';

describe('search-service process', () => {
  const stack = requireStack();
  let service: RunningService;
  let client: ClientProxy;

  beforeAll(async () => {
    service = await spawnService(path.resolve(__dirname, '..'), /listening on the Redis transport/, {});
    const { host, port } = redisOptions(stack.redisUrl);
    client = ClientProxyFactory.create({ transport: Transport.REDIS, options: { host, port } });
  });

  afterAll(async () => {
    await service?.stop('SIGKILL');
    await client?.close();
  });

  it('answers search.ping over the Redis transport', async () => {
    // Other replicas (other suites) may answer too; any answer must be well-formed.
    const result = HealthPingResultSchema.parse(
      await firstValueFrom(client.send(MESSAGE_PATTERNS.searchPing, { requestedAt: new Date().toISOString() }).pipe(timeout(5000))),
    );
    expect(result.service).toBe('search-service');
  });

  it('exits 0 on SIGTERM', async () => {
    expect(await service.stop('SIGTERM')).toBe(0);
  });
});
