import { gatewayError } from '../../infra/errors/gateway-error.js';
import { fromGlobalId } from './global-id.js';

const PLATFORM_ID = /^[1-9]\d{0,14}$/;

/**
 * The platform's numeric id inside a global id of `type`, from a client's input; any other id (another type, a
 * forged or malformed one) is the client's mistake and reaches no platform call.
 */
export function platformIdOf(globalId: string, type: string, field: string): number {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== type || !PLATFORM_ID.test(parsed.id)) throw gatewayError('BAD_USER_INPUT', `"${field}" is not a ${type} id.`);
  return Number(parsed.id);
}
