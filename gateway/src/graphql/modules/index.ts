import type { ServicesOf } from '../services.js';
import * as listed from './list.js';

/**
 * Every domain module of the gateway (list.ts, one line each): the schema, the request's services and their type,
 * and the node registry are built from it (schema.ts, request-context.ts, node-registry.ts), and codegen.ts finds
 * each module's mappers.ts. Nothing depends on the order.
 */
export const gatewayModules = Object.values(listed);

// The request's services, by name, are the list's: see services.ts.
declare module '../services.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the services of the modules listed
  interface GatewayServices extends ServicesOf<(typeof listed)[keyof typeof listed]> {}
}
