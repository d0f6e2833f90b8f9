import { startReplica } from '../../../gateway/src/testing/replica.js';
import type { GatewayStack } from '../../../gateway/src/testing/gateway-stack.js';

/**
 * A second gateway replica with the stack's own configuration (the same platform, Redis and session secret), as
 * docker-compose runs two behind the balancer. Only its `app` differs: the sandbox and its controls are the stack's.
 */
export async function secondReplica(stack: GatewayStack, settings: Partial<GatewayStack['config']> = {}): Promise<GatewayStack> {
  const app = await startReplica(stack.config, settings);
  return { ...stack, app, config: { ...stack.config, ...settings }, close: () => app.close() };
}
