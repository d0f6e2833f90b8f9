import type { Idempotency } from '../infra/idempotency/index.js';
import type { RequestScope } from './platform/request-scope.js';
import type { GatewayServices } from './services.js';

export type { GatewayDeps, RequestScope } from './platform/request-scope.js';

/**
 * What resolvers see: the request's scope and the services of every module (services.ts, derived from the module
 * list). Only resolvers and the context factory import this file; services reach each other through their factories.
 */
export interface GatewayContext extends RequestScope, GatewayServices {
  idempotency: Idempotency;
}
