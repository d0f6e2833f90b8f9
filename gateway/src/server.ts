import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { drain } from './plugins/drain.js';
import { describeTarget } from './redis/index.js';

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

// The outer limit only guards against a drain that hangs; drain() keeps its own deadlines inside it.
closeWithGrace({ delay: config.drainDelayMs + config.shutdownTimeoutMs + 5_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining: not ready, then finishing in-flight requests');
  await drain(app, { notReadyForMs: config.drainDelayMs, deadlineMs: config.shutdownTimeoutMs, sleep, logger });
  logger.flush();
});

await app.listen({ host: config.host, port: config.port });
logger.info(
  { upstream: new URL(config.upstreamUrl).origin, cache: describeTarget(config.redis), graphiql: config.graphiql },
  'gateway ready',
);
