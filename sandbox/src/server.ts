import type { LogLevel } from 'fastify';
import { DEFAULTS } from './options.js';
import { startSandbox } from './index.js';
import { siteLinesFromEnv } from './site-lines-env.js';

function portFromEnv(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULTS.port;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`SANDBOX_PORT is not a port: ${text}`);
  return port;
}

const sandbox = await startSandbox({
  port: portFromEnv(process.env.SANDBOX_PORT),
  host: process.env.SANDBOX_HOST || DEFAULTS.host,
  merchant: process.env.MERCHANT_CODE || DEFAULTS.merchant,
  // Unset, every request is logged (info); pino itself refuses an unknown level at start.
  logger: (process.env.LOG_LEVEL as LogLevel | undefined) || true,
  siteLines: siteLinesFromEnv(process.env),
  altchaHmacKey: process.env.ALTCHA_HMAC_KEY || undefined,
});

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  sandbox.app.log.info({ signal }, 'closing the sandbox');
  await sandbox.close();
}

process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));
