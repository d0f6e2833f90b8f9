import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config);
const app = await buildApp(config, logger);

closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down; finishing in-flight requests');
  await app.close();
  logger.flush();
});

await app.listen({ host: config.host, port: config.port });
logger.info(
  { upstream: new URL(config.upstreamUrl).origin, cache: config.redisUrl ? 'redis' : 'memory', graphiql: config.graphiql },
  'gateway ready',
);
