import type { Logger } from 'pino';
import { createLogger } from '../infra/logging/logger.js';

/** A logger for tests that log nothing: it holds no stdout writer in the test worker (see createLogger). */
export function silentLogger(): Logger {
  return createLogger({ logLevel: 'silent' });
}
