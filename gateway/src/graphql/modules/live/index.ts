import type { GatewayModule } from '../../gateway-module.js';
import { liveResolvers } from './live-resolvers.js';

/** Subscriptions (served over SSE by http/live) and the signal a closed game window sends. */
export const liveModule: GatewayModule = {
  sdl: 'live',
  resolvers: [liveResolvers],
  services: {},
};
