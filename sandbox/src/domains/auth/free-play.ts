import { sessionKeyOf } from '../../protocol/encrypted-payload.js';
import { PlatformError } from '../../protocol/errors.js';
import { headerValue } from '../../protocol/headers.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { badParam } from '../account/identity-errors.js';
import { openLogin } from './login-value.js';
import { createTrial } from '../account/new-accounts.js';

/**
 * `POST /wps/session/login/freeplay`: no body; headers `os`, `platform: W` and `Encryption` (RSA of a
 * throwaway 16-character key, which must decrypt like any other). Opens a new trial account (type 4) with a
 * demo balance on every call, as the platform does; a retried call just makes another trial account.
 */
export function startFreePlay({ store, request }: PlatformCall) {
  if (!store.data.switches.FREEPLAY3) throw PlatformError.of('functionNotAvailable');
  sessionKeyOf(headerValue(request, 'encryption'), store.keyring.current());
  if (headerValue(request, 'os') === undefined) throw badParam('os header is required');
  const platform = headerValue(request, 'platform');
  if (platform?.toUpperCase() !== 'W') throw badParam('platform header must be W');
  return openLogin(store, createTrial(store));
}
