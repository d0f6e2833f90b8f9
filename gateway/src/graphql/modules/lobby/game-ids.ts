import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { fromGlobalId } from '../../relay/global-id.js';

export type LaunchTarget = { type: 'Game'; nodeId: string } | { type: 'Vendor'; code: string };

/** A Game's global id from a client; anything else is the client's mistake. */
export function gameNodeId(globalId: string): string {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'Game') throw gatewayError('BAD_USER_INPUT', '"gameId" is not a game id.');
  return parsed.id;
}

/** A launch may name a game or, for vendor-level launches (sports books, vendor lobbies), a vendor. */
export function launchTarget(globalId: string): LaunchTarget {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type === 'Game') return { type: 'Game', nodeId: parsed.id };
  if (parsed?.type === 'Vendor') return { type: 'Vendor', code: parsed.id };
  throw gatewayError('BAD_USER_INPUT', '"gameId" is not a game or vendor id.');
}
