import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './infra/logging/logger.js';
import { drain } from './http/plugins/drain.js';
import { describeTarget } from './infra/redis/index.js';

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

const drainOptions = { notReadyForMs: config.drainDelayMs, deadlineMs: config.shutdownTimeoutMs, sleep, logger };

// SIGTERM and SIGINT drain (see drain.ts), and nothing else handles them (Apollo's own handler is off: it closed
// the server at once and raised the signal again). Their listeners stay installed for the whole drain: a library
// that re-raises a signal once it finds itself the last listener must not end the drain. A repeated signal is
// logged; SIGKILL is what cuts a drain.
let draining = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (draining) {
      logger.warn({ signal }, 'already draining; the drain goes on');
      return;
    }
    draining = true;
    logger.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining: not ready, then finishing in-flight requests');
    drain(app, drainOptions).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'drain failed');
        process.exit(1);
      },
    );
  });
}

// Crashes still close what they can, within the same limits.
closeWithGrace({ delay: config.drainDelayMs + config.shutdownTimeoutMs + 5_000, skip: ['SIGTERM', 'SIGINT'] }, async ({ err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  await drain(app, { ...drainOptions, notReadyForMs: 0 });
  logger.flush();
});

await app.listen({ host: config.host, port: config.port });
logger.info(
  { upstream: new URL(config.upstreamUrl).origin, cache: describeTarget(config.redis), graphiql: config.graphiql },
  'gateway ready',
);
