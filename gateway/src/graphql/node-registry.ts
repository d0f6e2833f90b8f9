import type { GatewayModule } from './gateway-module.js';
import type { NodeFetcher, NodeFetchers } from './relay/node-resolvers.js';

/** Where each Node type is refetched from, gathered from the modules that own them; a type claimed twice is a mistake. */
export function nodeRegistry(modules: readonly GatewayModule[]): NodeFetchers {
  const registry: Record<string, NodeFetcher> = {};
  for (const { nodes = {} } of modules) {
    for (const [type, fetch] of Object.entries(nodes)) {
      if (Object.hasOwn(registry, type)) throw new Error(`Node type ${type} is refetched by two modules.`);
      registry[type] = fetch;
    }
  }
  return registry;
}
