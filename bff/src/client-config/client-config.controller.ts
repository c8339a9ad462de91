import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientConfig, DOC_ENGINES, DocEngine, docEngineKey, MODEL_ONLY_OPERATIONS } from '@lexmitra/contracts';
import { withTimeout } from '@lexmitra/platform';
import { Public } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { RedisService } from '../infra/redis.service';

/**
 * What the SPA needs to know at start-up that is decided by the server's configuration, so one
 * built frontend serves every deployment. Without a Clerk key the SPA never loads Clerk's script.
 * The document engine is the AI worker's (it records it in Redis when it starts): with the offline
 * engine the screens say before an upload which operations cannot run and what works instead.
 */
@ApiTags('config')
@Public()
@Controller('api/config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly redis: RedisService) {}

  @Get()
  @ApiOperation({ summary: 'Public client settings (hosted sign-in provider key, if configured; the document engine and what needs a model)' })
  async get(): Promise<ClientConfig> {
    const clerkEnabled = Boolean(this.config.CLERK_PUBLISHABLE_KEY && (this.config.CLERK_SECRET_KEY || this.config.CLERK_JWT_KEY));
    const docEngine = await this.docEngine();
    return {
      clerkPublishableKey: clerkEnabled ? this.config.CLERK_PUBLISHABLE_KEY! : null,
      docEngine,
      needsModel: docEngine === 'offline' ? [...MODEL_ONLY_OPERATIONS] : [],
    };
  }

  /** Unknown (null) when no worker has said yet or Redis does not answer: the screens then promise nothing either way. */
  private async docEngine(): Promise<DocEngine | null> {
    try {
      const value = await withTimeout(this.redis.client.get(docEngineKey(this.config.BULLMQ_PREFIX)), 1000, 'document engine');
      return (DOC_ENGINES as readonly string[]).includes(value ?? '') ? (value as DocEngine) : null;
    } catch {
      return null;
    }
  }
}
