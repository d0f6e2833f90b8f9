import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { Platform } from './platform/platform.js';
import type { RequestScope, ServiceSettings } from './platform/request-scope.js';
import type { NodeFetcher } from './relay/node-resolvers.js';
import type { GatewayServices } from './services.js';

/** What a service is built from: the request's platform access and scope, and the merchant's settings. */
export interface ServiceKit {
  platform: Platform;
  scope: RequestScope;
  settings: ServiceSettings;
}

/** Builds one service for one request, on first use; other services come from `services`, built in turn on first use. */
export type ServiceFactory<T = unknown> = (kit: ServiceKit, services: GatewayServices) => T;

/**
 * One domain as the gateway wires it: its SDL folder (schema/<sdl>/), its resolvers, its services and the Node
 * types it refetches. Its resolver mappers are its mappers.ts (codegen.ts finds them). modules/list.ts lists them.
 */
export interface GatewayModule<Services extends object = object> {
  sdl: string;
  resolvers: readonly Resolvers[];
  /** Its services by the name resolvers reach them by (ctx.<name>); typed by the module, so the context's type is derived. */
  services: { readonly [Name in keyof Services]: ServiceFactory<Services[Name]> };
  /** Where each of its Node types is refetched from (node, nodes); private ones answer only their owner. */
  nodes?: Readonly<Record<string, NodeFetcher>>;
}
