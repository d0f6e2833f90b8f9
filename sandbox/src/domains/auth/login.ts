import type { PlatformCall } from '../../core/route-registry.js';
import { badParam } from '../account/identity-errors.js';
import { logInByFirebase } from './login-firebase.js';
import { logInBySms } from './login-sms.js';
import { logInByUsername } from './login-username.js';
import { payloadFields } from '../account/payload-fields.js';
import { requireHumanChallenge } from './human-challenge.js';

/**
 * `POST /wps/session/login` (E): dispatches on `type`, which defaults to `username`. Password and SMS logins pass
 * the human-verification step first when it is on; a provider sign-in is its own proof.
 */
export async function logIn(call: PlatformCall) {
  const fields = payloadFields(call.payload);
  switch (fields.type ?? 'username') {
    case 'username':
      await requireHumanChallenge(call.store, fields);
      return logInByUsername(call, fields);
    case 'sms':
      await requireHumanChallenge(call.store, fields);
      return logInBySms(call, fields);
    case 'firebase':
      return logInByFirebase(call, fields);
    default:
      throw badParam('Unknown login type');
  }
}
