import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { GatewayConfig } from '../config.js';
import { createLogger } from '../infra/logging/logger.js';

/**
 * Another gateway replica beside a stack: its configuration (the same platform, Redis and secrets, or the given
 * changes), its own memory, ready for requests. The caller closes it.
 */
export async function startReplica(config: GatewayConfig, changes: Partial<GatewayConfig> = {}): Promise<FastifyInstance> {
  const replicaConfig = { ...config, ...changes };
  const app = await buildApp(replicaConfig, createLogger(replicaConfig));
  await app.ready();
  return app;
}
