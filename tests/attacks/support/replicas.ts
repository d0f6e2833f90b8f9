import { buildApp } from '../../../gateway/src/app.js';
import { createLogger } from '../../../gateway/src/logger.js';
import type { GatewayStack } from '../../../gateway/src/testing/gateway-stack.js';

/**
 * A second gateway replica with the stack's own configuration (the same platform, Redis and session secret), as
 * docker-compose runs two behind the balancer. Only its `app` differs: the sandbox and its controls are the stack's.
 */
export async function secondReplica(stack: GatewayStack): Promise<GatewayStack> {
  const app = await buildApp(stack.config, createLogger(stack.config));
  await app.ready();
  return { ...stack, app, close: () => app.close() };
}
