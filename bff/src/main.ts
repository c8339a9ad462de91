import { BffConfigSchema, runService } from '@lexmitra/platform';
import { createApp } from './app';

void runService({
  name: 'bff',
  config: BffConfigSchema,
  async start(config, logger) {
    const app = await createApp(config, { pino: logger });
    await app.listen(config.PORT, config.HOST);
    logger.info({ url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}` }, 'LexMitra BFF listening');
    return app;
  },
});
