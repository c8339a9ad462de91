import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@lexmitra/platform';
import { createApp } from './app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  closeOnSignals(app);
  console.log(`LexMitra BFF listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`);
}

void main();
