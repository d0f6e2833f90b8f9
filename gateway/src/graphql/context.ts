import type { LiveHub } from '../infra/live/index.js';
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
  live: LiveHub | undefined;
  /** Only on a subscription's context (http/live): a new context of the same request, for each later read. */
  liveStream?: LiveStreamScope;
}

/** What a subscription needs of its stream beyond the context it started with. */
export interface LiveStreamScope {
  /** A context of the stream's own request (its session, language, address) whose loaders have read nothing yet. */
  fresh(): GatewayContext;
}
